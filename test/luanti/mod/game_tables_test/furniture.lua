-- The world controller's furniture rules on the real server (src/tables/world): the dig guard of
-- issue 24 item 2, the chair placement of item 9, and a bystander on a kept seat's chair (issue 20
-- item 7).
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
	local chair = "game_tables:game_chair_apple"
	local before = S.count(gwen, chair)
	S.wield(gwen, chair .. " 5")
	for _ = 1, 5 do
		-- Gwen points at the table's south face every time, without moving, with her stack in hand.
		S.use_on(gwen, W2, vector.offset(W2, 0, 0, -1))
	end
	for fd, d in ipairs({vector.new(0, 0, 1), vector.new(1, 0, 0), vector.new(0, 0, -1), vector.new(-1, 0, 0)}) do
		local node = minetest.get_node(vector.add(W2, d))
		S.eq(node.name, chair, "a chair on side " .. minetest.pos_to_string(d))
		S.eq(node.param2 % 4, (fd + 1) % 4, "the chair on side " .. minetest.pos_to_string(d) .. " faces the table")
	end
	-- One chair left her hand per chair placed; with every side taken the fifth stayed in hand.
	S.eq(S.count(gwen, chair) - before, 1, "four chairs placed, one kept")
	S.eq(minetest.get_node(vector.offset(W2, 0, 1, 0)).name, "air", "no chair on the table top")
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

local W3 = vector.new(-20, 0, 10)

S.test(11, "a chair placed at a table beside another table faces the table it was placed at", function()
	floor(W3, 3)
	local gwen = S.player("gwen", vector.offset(W3, 1, 0, -3))
	S.place(gwen, "game_tables:small_game_table_apple", W3)
	S.place(gwen, "game_tables:small_game_table_apple", vector.offset(W3, 2, 0, 0))
	local chair = "game_tables:game_chair_apple"
	local before = S.count(gwen, chair)
	S.wield(gwen, chair)
	-- Gwen points at the west table's east face: the chair lands between the two tables.
	S.use_on(gwen, W3, vector.offset(W3, 1, 0, 0))
	local node = minetest.get_node(vector.offset(W3, 1, 0, 0))
	S.eq(node.name, chair, "the chair is between the tables")
	S.eq(node.param2 % 4, 3, "it faces the west table, the one pointed at (-x)")
	S.eq(S.count(gwen, chair) - before, 0, "the chair left her hand")
end)

-- Issue 20 item 7: a bystander on a kept seat's chair. The service refuses the bystander ("This seat
-- is kept for ..."), and the world controller asks it before anyone is seated, so the refused
-- sitter never holds the chair: the kept player sits back down and the match goes on. Before, the
-- Luanti hook had already seated the bystander and left them there, so the seat's own player heard
-- "Someone is already sitting there." and (under absent_policy=forfeit) lost the stake.
local K1 = vector.new(30, 0, -10)
local K2 = vector.new(50, 0, -10)

local function svc() return game_tables.service() end

--- The last thing the mod told `name`, "" for nothing.
local function last_told(name)
	local told = game_tables.toldTo(name)
	return told[#told] or ""
end

--- `p` sits on the chair at `chair`: held still there, with player_api's attachment set.
local function seated_on(p, chair)
	return p.physics.speed == 0 and vector.distance(p:get_pos(), chair) < 0.5 and player_api.player_attached[p.name] == true
end

--- Neither held nor placed on the chair at `chair`, nor attached.
local function not_seated(p, chair, what)
	S.eq(p.physics.speed, 1, what .. ": not held still")
	S.ok(vector.distance(p:get_pos(), chair) > 0.5, what .. ": not placed on the chair")
	S.ok(player_api.player_attached[p.name] ~= true, what .. ": not attached")
end

--- Whether `name`'s seat at the table `id` counts them as present (a kept seat does not).
local function present(id, name)
	local info = svc():info(id)
	for i = 1, info.seatCount do
		local o = info.seats[i]
		if o and o.kind == "player" and o.id == name then return info.present[i] == true end
	end
	error(name .. " has no seat at " .. id, 0)
end

--- Plays until a move is made at the table (the match is not paused).
local function a_move(players)
	S.wait_until("a move at the table", function()
		for _, p in ipairs(players) do
			if S.play_turn(p) then return true end
		end
		svc():tick()
		return false
	end, 30)
end

--- `a` (south, the table's owner) and `b` (north) start a match at a new table at `o`; returns its id.
local function two_playing(a, b, o)
	S.setup_table(a, o)
	S.seat_south(a, o)
	S.seat_north(b, o)
	S.press(a, "start")
	S.press(b, "start")
	local id = S.table_id(o)
	S.eq(svc():info(id).phase, "playing", "the match started")
	return id
end

S.test(11, "a bystander on a kept seat's chair is refused and never holds it; its player sits back down", function()
	local nia, oto, ray = S.player("nia"), S.player("oto"), S.player("ray")
	local north = vector.offset(K1, 0, 0, 1)
	local id = two_playing(nia, oto, K1)
	-- Oto stands up mid-match: the seat is kept for him.
	stand_up(oto)
	oto:set_pos(vector.offset(K1, 3, 0, 3))
	S.ok(not present(id, "oto"), "oto's seat waits for him")
	-- Ray, a bystander, right-clicks oto's chair.
	ray:set_pos(vector.offset(K1, 0, 0, 2))
	S.rightclick(ray, north)
	not_seated(ray, north, "ray")
	S.ok(last_told("ray"):find("kept for oto", 1, true), "ray is told whose seat it is: " .. last_told("ray"))
	S.eq(svc():info(id).phase, "playing", "the match is still on")
	-- Oto comes back to his chair: it is his, and the match goes on.
	S.seat_north(oto, K1)
	S.ok(seated_on(oto, north), "oto sits on his chair again (told: " .. last_told("oto") .. ")")
	S.ok(present(id, "nia") and present(id, "oto"), "both players are at the table")
	a_move({nia, oto})
	S.eq(svc():info(id).phase, "playing", "the match goes on")
end)

S.test(11, "a refused bystander at a resumed board is stood up and does not block the reserved player", function()
	local pam, sol, ted = S.player("pam"), S.player("sol"), S.player("ted")
	local north = vector.offset(K2, 0, 0, 1)
	local id = two_playing(pam, sol, K2)
	-- Pam lifts the board mid-match (the paused match goes with it); both get up.
	pam:set_pos(vector.offset(K2, 0, 0, -2))
	S.ok(S.dig(pam, K2), "the board is lifted")
	S.eq(minetest.get_node(K2).name, "game_tables:small_game_table_apple", "the bare table")
	stand_up(pam)
	stand_up(sol)
	sol:set_pos(vector.offset(K2, 3, 0, 3))
	-- Ted sits on sol's chair at the bare table (no board: nothing to refuse yet).
	ted:set_pos(vector.offset(K2, 0, 0, 2))
	S.rightclick(ted, north)
	S.ok(seated_on(ted, north), "ted sits at the bare table")
	-- Pam fits the paused board back: the match resumes for its players, and ted, refused, gets up.
	pam:set_pos(vector.offset(K2, 0, 0, -2))
	S.wield_board(pam)
	S.use_on(pam, K2)
	S.eq(minetest.get_node(K2).name, "game_tables:small_game_table_apple_fitted", "the board is back on")
	not_seated(ted, north, "ted after the resume")
	S.ok(last_told("ted"):find("kept for sol", 1, true), "ted is told whose seat it is: " .. last_told("ted"))
	-- Sol and pam sit down again: the chairs are theirs, and the match goes on.
	S.seat_north(sol, K2)
	S.ok(seated_on(sol, north), "sol sits on his chair (told: " .. last_told("sol") .. ")")
	S.seat_south(pam, K2)
	S.ok(seated_on(pam, vector.offset(K2, 0, 0, -1)), "pam sits on hers (told: " .. last_told("pam") .. ")")
	S.eq(svc():info(id).phase, "playing", "the match resumed")
	S.ok(present(id, "pam") and present(id, "sol"), "both players are at the table")
	a_move({pam, sol})
end)
