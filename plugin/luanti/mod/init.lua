-- Game Tables for Luanti. The mod's code is TypeScript compiled by typescript-to-lua into one
-- bundle (see plugin/luanti in the repository); this file only loads it under mod security.
local modpath = minetest.get_modpath(minetest.get_current_modname())

-- LuaJIT's default trace limits are sized for small scripts: with many tables playing, the JIT
-- kept flushing and recompiling (measured: per move 1.0-1.2 ms with these limits, 1.4-2.0 ms
-- without; see docs/benchmarks.md). Same settings as tools/luajit/jit-tuning.ts.
if jit and jit.opt then
	jit.opt.start("maxtrace=8000", "maxrecord=8000", "maxmcode=65536", "sizemcode=256")
end

-- Durable writes (src/tables/journal.ts): Lua can flush a file to the operating system but not
-- sync it to disk. A trusted mod (secure.trusted_mods) gets LuaJIT's ffi to fsync. Only these two
-- functions leave this file; the insecure environment stays in a local, as Luanti requires.
local durable
do
	local ie = minetest.request_insecure_environment()
	local ok, ffi = pcall(function()
		return ie and ie.require("ffi")
	end)
	if ok and ffi and ffi.os ~= "Windows" then
		pcall(ffi.cdef, "int fileno(void *stream); int fsync(int fd); int open(const char *path, int flags, ...); int close(int fd);")
		local C = ffi.C
		durable = {
			-- Flushes an open Lua file and syncs it to disk; true once the disk has it.
			sync = function(f)
				if io.type(f) ~= "file" or not f:flush() then
					return false
				end
				local fd = C.fileno(f) -- LuaJIT passes an io file as its FILE *
				return fd >= 0 and C.fsync(fd) == 0
			end,
			-- Syncs a directory, so a file renamed into it survives a power cut.
			sync_dir = function(path)
				local fd = C.open(path, 0) -- O_RDONLY
				if fd < 0 then
					return false
				end
				local synced = C.fsync(fd) == 0
				C.close(fd)
				return synced
			end,
		}
	end
end

game_tables = assert(loadfile(modpath .. "/game_tables.lua"))(durable)
