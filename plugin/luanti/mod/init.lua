-- Game Tables for Luanti. The mod's code is TypeScript compiled by typescript-to-lua into one
-- bundle (see plugin/luanti in the repository); this file only loads it under mod security.
local modpath = minetest.get_modpath(minetest.get_current_modname())

-- LuaJIT's default trace limits are sized for small scripts: with many tables playing, the JIT
-- kept flushing and recompiling (measured: per move 1.0-1.2 ms with these limits, 1.4-2.0 ms
-- without; see docs/benchmarks.md). Same settings as tools/luajit/jit-tuning.ts.
if jit and jit.opt then
	jit.opt.start("maxtrace=8000", "maxrecord=8000", "maxmcode=65536", "sizemcode=256", "hotexit=100")
end

-- A trusted mod (secure.trusted_mods) syncs each storage write to disk (durable.lua). Luanti only
-- answers this call from init.lua's main scope; the environment goes straight to durable.lua.
local durable = dofile(modpath .. "/durable.lua")(minetest.request_insecure_environment())

game_tables = assert(loadfile(modpath .. "/game_tables.lua"))(durable)
