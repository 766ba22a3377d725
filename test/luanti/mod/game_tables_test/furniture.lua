-- The world controller's furniture rules on the real server (src/tables/world): the dig guard of
-- issue 24 item 2 and the chair placement of item 9.
local S = game_tables_test

local function floor(o, r)
	for x = -r, r do
		for z = -r, r do
			minetest.set_node(vector.offset(o, x, -1, z), {name = "default:dirt"})
			for y = 0, 2 do minetest.set_node(vector.offset(o, x, y, z), {name = "air"}) end
		end
	end
end

local function stand_up(p)
	p.control = {sneak = true}
	S.wait_until(p.name .. " stands", function() return p.physics.speed == 1 end, 5)
	p.control = {}
end

--- Holds the dig button for `seconds`: a dig every server step, in turn on each of `targets`.
--- Returns how many of those digs were accepted.
local function hold_dig(p, targets, seconds)
	local accepted, i = 0, 0
	local t = minetest.get_us_time() + seconds * 1e6
	while minetest.get_us_time() < t do
		i = i % #targets + 1
		if minetest.get_node(targets[i]).name ~= "air" and S.dig(p, targets[i]) then accepted = accepted + 1 end
		coroutine.yield()
	end
	return accepted
end

local W = vector.new(0, 0, 10)

S.test(11, "dig guard: a held punch lifts the board, then digs neither the table nor its chairs", function()
	local gwen, hal = S.player("gwen"), S.player("hal")
	S.setup_table(gwen, W)
	local south, north = vector.offset(W, 0, 0, -1), vector.offset(W, 0, 0, 1)
	S.seat_south(gwen, W)
	S.seat_north(hal, W)
	gwen:set_pos(vector.offset(W, 0, 0, -2))
	S.ok(S.dig(gwen, W), "the first blow lifts the board")
	S.eq(game_tables.service():info(S.table_id(W)).board, "", "the board is off")
	S.eq(hold_dig(gwen, {W, north, south}, 3), 0, "3 s of held digging took nothing")
	S.eq(minetest.get_node(W).name, "game_tables:small_game_table_apple", "the table stays")
	S.eq(minetest.get_node(north).name, "game_tables:game_chair_apple", "hal's chair stays")
	S.eq(minetest.get_node(south).name, "game_tables:game_chair_apple", "gwen's own chair stays")
	-- Let go, then punch again: a deliberate dig of a chair works.
	S.wait(1.7)
	S.ok(S.dig(gwen, north), "a fresh punch after a pause digs the chair")
	S.eq(minetest.get_node(north).name, "air", "the chair is gone")
	S.place(gwen, "game_tables:game_chair_apple", north)
end)

S.test(11, "dig guard: a chair with someone on it is never dug, nor a table anyone sits at", function()
	local gwen, hal = S.player("gwen"), S.player("hal")
	local north = vector.offset(W, 0, 0, 1)
	S.seat_north(hal, W)
	S.eq(hal:get_pos().z, north.z, "hal sits on the bare table's chair")
	S.wait(1.7)
	S.eq(hold_dig(gwen, {north, W}, 1), 0, "neither hal's chair nor his table was dug")
	S.eq(minetest.get_node(north).name, "game_tables:game_chair_apple", "hal's chair stays")
	S.eq(minetest.get_node(W).name, "game_tables:small_game_table_apple", "the table stays")
	stand_up(hal)
	S.wait(1.7)
	S.ok(S.dig(gwen, W), "with nobody seated, a fresh punch breaks the table")
	S.eq(minetest.get_node(W).name, "air", "the table is gone")
	S.ok(not S.dig(gwen, north), "the punch that broke the table does not go on to its chair")
end)

local W2 = vector.new(-10, 0, 10)

S.test(11, "four chairs placed from one spot, each facing the table; the table is reachable past a backrest", function()
	floor(W2, 3)
	local gwen = S.player("gwen", vector.offset(W2, 0, 0, -3))
	S.place(gwen, "game_tables:small_game_table_apple", W2)
	local def = minetest.registered_items["game_tables:game_chair_apple"]
	for _ = 1, 4 do
		-- Gwen points at the table's south face every time, without moving.
		def.on_place(ItemStack("game_tables:game_chair_apple"), gwen, {type = "node", under = W2, above = vector.offset(W2, 0, 0, -1)})
	end
	for fd, d in ipairs({vector.new(0, 0, 1), vector.new(1, 0, 0), vector.new(0, 0, -1), vector.new(-1, 0, 0)}) do
		local node = minetest.get_node(vector.add(W2, d))
		S.eq(node.name, "game_tables:game_chair_apple", "a chair on side " .. minetest.pos_to_string(d))
		S.eq(node.param2 % 4, (fd + 1) % 4, "the chair on side " .. minetest.pos_to_string(d) .. " faces the table")
	end
	-- Standing behind the south chair, gwen looks over its backrest at the near half of the table top.
	local eye = vector.offset(W2, 0, 1.47 - 0.5, -2.2)
	local target = vector.offset(W2, 0, 0.5, -0.3)
	local far = vector.add(eye, vector.multiply(vector.subtract(target, eye), 2))
	local first
	for pointed in minetest.raycast(eye, far, false, false) do
		if pointed.type == "node" then first = pointed.under break end
	end
	S.ok(first ~= nil, "the ray points at something")
	S.eq(minetest.pos_to_string(first), minetest.pos_to_string(W2), "the ray points at the table, not the chair's backrest")
end)
