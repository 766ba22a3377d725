// `npm run build`: every artifact into dist/. Steps are listed in build-steps.mjs.
import { ensureNodeModules } from "./lib/setup.mjs";
import { BUILD_STEPS } from "./build-steps.mjs";

ensureNodeModules();
for (const step of BUILD_STEPS) {
  const t0 = Date.now();
  await step.run();
  console.log(`build: ${step.name} (${Date.now() - t0} ms)`);
}
