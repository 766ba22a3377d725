-- Durable writes for the storage journal (plugin/luanti/src/storage.ts): Lua can flush a file to
-- the operating system but not sync it to disk. Given Luanti's insecure environment (a trusted
-- mod), this returns two functions built on LuaJIT's ffi; nil without ffi (or on Windows). Only
-- these functions leave: the environment itself is never stored.
return function(ie)
	local ok, ffi = pcall(function()
		return ie and ie.require("ffi")
	end)
	if not ok or not ffi or ffi.os == "Windows" then
		return nil
	end
	pcall(ffi.cdef, "int fileno(void *stream); int fsync(int fd); int open(const char *path, int flags, ...); int close(int fd);")
	local C = ffi.C
	return {
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
