-- luacheck config for the in-server test mod: `luacheck test/luanti/mod`
std = "luajit"
self = false
max_line_length = 140
globals = {"game_tables_test", "minetest"}
read_globals = {"game_tables", "vector", "ItemStack", "table", "dump"}
