-- Game Tables for Luanti. The mod's code is TypeScript compiled by typescript-to-lua into one
-- bundle (see plugin/luanti in the repository); this file only loads it under mod security.
local modpath = minetest.get_modpath(minetest.get_current_modname())
game_tables = dofile(modpath .. "/game_tables.lua")
