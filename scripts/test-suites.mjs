// Suites that run outside vitest (a real Luanti server, a real client). Each returns
// { passed, failed }; SUITE_PACKAGES are the Debian packages they need.
export const SUITE_PACKAGES = [];
export const EXTRA_SUITES = [];
