-- Client mode (test/luanti/run-client.mjs): a real client joins as "tester". The server side sets
-- the scene and reports what the runner needs in log lines starting with "GT-CLIENT":
--   ready            the tester stands south of a table holding a board
--   aim yes|no ...   where the tester's camera points, each second until the board is on
--   fitted / seated  after the board was fitted (by the client's right-click) / the tester sat
--   el <name> <x> <y> <w> <h> <label>   one clickable formspec element (formspec units), before "form"
--   form <kind> <n> <phase>  a formspec was sent (n elements listed just before; the table's phase)
--   reseated         after the board was lifted: the tester sits on the east chair again
--   scene <name> ready   after the tester typed "/gt_scene <name>": it stood up, crafted or got that
--                    scene's board and stands south of that scene's new table (aim/fitted/seated follow)
local S = game_tables_test
local NAME = minetest.settings:get("game_tables_test.client_name") or "tester"
local PASSWORD = minetest.settings:get("game_tables_test.client_password") or "tester-pw"
local O = vector.new(0, 20, 0)

local function log(text) minetest.log("action", "GT-CLIENT " .. text) end

minetest.after(0, function()
	local auth = minetest.get_auth_handler()
	if not auth.get_auth(NAME) then
		auth.create_auth(NAME, minetest.get_password_hash(NAME, PASSWORD))
		auth.set_privileges(NAME, {interact = true, shout = true})
	end
	log("auth")
end)

-- Report every clickable element of the tester's game screens.
local show = minetest.show_formspec
minetest.show_formspec = function(name, formname, spec)
	-- An empty spec is a close (minetest.close_formspec), not a screen.
	if name == NAME and formname:sub(1, 14) == "game_tables:t|" and spec ~= "" then
		local n = 0
		for kind, x, y, w, h, rest in spec:gmatch("(%a+_?%a*)%[([%d%.%-]+),([%d%.%-]+);([%d%.]+),([%d%.]+);([^%]]*)%]") do
			if kind == "button" or kind == "image_button" then
				local fname = kind == "button" and rest:match("^([^;]*)") or rest:match("^[^;]*;([^;]*)")
				-- The runner clicks by action: drop the screen's token ("a_stock@12.xyz" is a_stock).
				fname = fname and fname:gsub("@.*$", "")
				-- "a_": the table's actions; "o_": the mod's own display options (the deck toggle).
				if fname and (fname:sub(1, 2) == "a_" or fname:sub(1, 2) == "o_") then
					-- A text button's label follows its geometry (what the player reads on it); an image
					-- button's texture (a card's face: the runner tells a wild by it).
					local label = kind == "button" and rest:match("^[^;]*;(.*)$") or rest:match("^([^;]*)") or ""
					log(("el %s %s %s %s %s %s"):format(fname, x, y, w, h, label))
					n = n + 1
				end
			end
		end
		-- Checkboxes (the deck toggle) are placed by the middle of their box: log the box.
		for x, y, fname in spec:gmatch("checkbox%[([%d%.%-]+),([%d%.%-]+);([^;%]]*);") do
			log(("el %s %s %s 0.4 0.4"):format(fname, x, tonumber(y) - 0.2))
			n = n + 1
		end
		local screen = game_tables.lastScreenOf(name)
		local info = screen and game_tables.service():info(screen.tableId)
		log(("form %s %d %s"):format(screen and screen.kind or "?", n, info and info.phase or "?"))
	end
	return show(name, formname, spec)
end

local function build_scene(origin)
	for x = -3, 3 do
		for z = -4, 3 do
			minetest.set_node(vector.offset(origin, x, -1, z), {name = "default:stone"})
			for y = 0, 4 do minetest.set_node(vector.offset(origin, x, y, z), {name = "air"}) end
		end
	end
end

-- The tables the tester plays at, one after another, each with its own board, east of the last.
-- The first is set at join; the runner moves on by typing "/gt_scene <name>" in the client's chat.
local SCENES = {
	gin = {origin = O, board = "game_tables:gin_rummy_board"},
	uno = {origin = vector.offset(O, 8, 0, 0), board = "game_tables:uno_no_mercy_board", craft = {"default:paper", "wool:red"}},
	gin3 = {origin = vector.offset(O, 16, 0, 0), board = "game_tables:gin_rummy_board"},
}
S.client_scene = SCENES.gin

-- What the table service holds for the tester's seat, after a real disconnect and after a rejoin:
-- "<what> seat <0..3|-1> present <bool> phase <phase> match <id or ->".
local function seat_report(what)
	local info = game_tables.service():info(O.x .. "," .. O.y .. "," .. O.z)
	if not info then return log(what .. " no table") end
	-- Seats are typed occupants, nil when empty (so no ipairs): one per entry of `present`.
	local seat = -1
	for i = 1, #info.present do
		local o = info.seats[i]
		if o and o.kind == "player" and o.id == NAME then seat = i - 1 end
	end
	log(("%s seat %d present %s phase %s match %s"):format(what, seat, tostring(seat >= 0 and info.present[seat + 1]),
		info.phase, info.matchId ~= "" and info.matchId or "-"))
end

minetest.register_on_leaveplayer(function(player)
	if player:get_player_name() == NAME and S.client_seated then seat_report("left") end
end)

minetest.register_on_joinplayer(function(player)
	if player:get_player_name() ~= NAME then return end
	if S.scene_ready then
		-- A rejoin: the scene is there; the table service has seen the join (its callback runs first).
		return minetest.after(0, seat_report, "back")
	end
	-- Build only once the area is generated: on a fresh world the map generator would otherwise
	-- run later and overwrite the scene.
	minetest.emerge_area(vector.offset(O, -8, -8, -8), vector.offset(O, 24, 8, 8), function(_, _, remaining)
		if remaining > 0 or not player:is_player() then return end
		for _, scene in pairs(SCENES) do build_scene(scene.origin) end
		player:set_pos(vector.offset(O, 0, -0.5, -2))
		player:set_look_horizontal(0)
		player:set_look_vertical(0.42)
		local inv = player:get_inventory()
		inv:set_list("main", {})
		inv:add_item("main", "game_tables:small_game_table_apple")
		inv:add_item("main", "game_tables:game_chair_apple 2")
		-- The furniture is placed through the real placement path, as the tester.
		S.place(player, "game_tables:small_game_table_apple", O)
		S.place(player, "game_tables:game_chair_apple", vector.offset(O, 1, 0, 0))
		S.place(player, "game_tables:game_chair_apple", vector.offset(O, -1, 0, 0))
		inv:set_list("main", {"game_tables:gin_rummy_board"})
		S.scene_ready = true
		log("ready")
	end)
end)

-- After the client fitted the board: sit the tester on the east chair (the real chair callback),
-- looking down at the board so the next right-click points at it.
local TABLE = "game_tables:small_game_table_apple"
local aim_timer = 0

local function eye_of(p)
	return vector.offset(p:get_pos(), 0, p:get_properties().eye_height or 1.47, 0)
end

-- The node the tester's own camera points at, from the position and look the client reports.
local function pointed_node(p)
	local eye = eye_of(p)
	for hit in minetest.raycast(eye, vector.add(eye, vector.multiply(p:get_look_dir(), 4)), false, false) do
		if hit.type == "node" then return hit.under end
	end
end

minetest.register_globalstep(function(dtime)
	local p = minetest.get_player_by_name(NAME)
	local scene = S.client_scene
	if not p or scene.seated then return end
	local at = scene.origin
	local STAND = vector.offset(at, 0, -0.5, -2)
	local TARGET = vector.offset(at, 0, 0.3, -0.2) -- the table top, near edge
	-- Until the board is on, report each second where the tester's camera points and where it
	-- should: "aim yes", or "aim no <pitch> <yaw> <wanted pitch> <wanted yaw>" in degrees. The
	-- runner turns the camera with the mouse, as a player would: a client that is slow to start
	-- may miss the server's look direction entirely, and a second one would fight the mouse.
	aim_timer = aim_timer + dtime
	if S.scene_ready and aim_timer > 1 and minetest.get_node(at).name == TABLE then
		aim_timer = 0
		if vector.distance(p:get_pos(), STAND) > 1.5 then p:set_pos(STAND) end
		local hit = pointed_node(p)
		if hit and vector.equals(hit, at) then
			log("aim yes")
		else
			local d = vector.subtract(TARGET, eye_of(p))
			local want_pitch = math.atan2(-d.y, math.sqrt(d.x * d.x + d.z * d.z))
			local want_yaw = math.atan2(-d.x, d.z)
			-- After the numbers: what the camera points at instead, and where the tester stands.
			log(("aim no %.2f %.2f %.2f %.2f at %s %s from %s"):format(math.deg(p:get_look_vertical()),
				math.deg(p:get_look_horizontal()), math.deg(want_pitch), math.deg(want_yaw),
				hit and minetest.pos_to_string(hit) or "nothing", hit and minetest.get_node(hit).name or "",
				minetest.pos_to_string(p:get_pos(), 1)))
		end
	end
	-- Each board has its own fitted node (..._fitted, ..._fitted_uno_no_mercy): tell them by group.
	if minetest.get_item_group(minetest.get_node(at).name, "game_tables_fitted") > 0 then
		scene.seated = true
		S.client_seated = true
		log("fitted")
		local chair = vector.offset(at, 1, 0, 0)
		local node = minetest.get_node(chair)
		-- The chair turns the camera to the board itself (sit.ts): the next right-click relies on it.
		minetest.registered_nodes[node.name].on_rightclick(chair, node, p, p:get_wielded_item(), nil)
		log("seated")
	end
end)

-- After the tester lifted the board mid-match (a long punch on the table): sit the tester on the
-- east chair again, before the board goes back on, as a player does who wants to go on.
local reseat_timer = 0
minetest.register_globalstep(function(dtime)
	if not S.client_seated or S.client_reseated then return end
	reseat_timer = reseat_timer + dtime
	if reseat_timer < 0.5 then return end
	reseat_timer = 0
	local p = minetest.get_player_by_name(NAME)
	if not p or minetest.get_node(O).name ~= TABLE then return end
	local board = p:get_inventory():contains_item("main", "game_tables:gin_rummy_board")
	if not board then return end
	S.client_reseated = true
	local chair = vector.offset(O, 1, 0, 0)
	local node = minetest.get_node(chair)
	minetest.registered_nodes[node.name].on_rightclick(chair, node, p, p:get_wielded_item(), nil)
	log(("reseated wielding %s"):format(p:get_wielded_item():get_name()))
end)

-- "/gt_scene <name>": the tester stands up from the table it is at and walks to the next one,
-- with that table's board in hand: crafted from the board's recipe through Luanti's craft
-- resolution when the scene names one (what a new player makes at a crafting grid), else given.
minetest.register_chatcommand("gt_scene", {
	params = "<uno|gin3>",
	description = "Client test: move the tester to the next table",
	func = function(name, param)
		local scene = SCENES[param]
		local p = minetest.get_player_by_name(name)
		if name ~= NAME or not p or not scene or scene == SCENES.gin then return false, "no such scene" end
		-- A player seated in a running match sits at no other table: the tester resigns the match it
		-- leaves (Resign, then the confirmation, as its screen's buttons; the client pressed them
		-- itself in an earlier step) and its screen is closed.
		local was = S.client_scene.origin
		local id = was.x .. "," .. was.y .. "," .. was.z
		local info = game_tables.service():info(id)
		if info and info.phase == "playing" then
			game_tables.service():openScreen(name, id)
			for _, action in ipairs({"resign", "resign.confirm"}) do
				local screen = game_tables.lastScreenOf(name)
				S.submit(p, "game_tables:t|" .. id, {["a_" .. action .. "@" .. screen.token] = "x"})
			end
			log("resigned at " .. id)
		end
		-- The screens are sent at the end of the server step: close the result after it came.
		game_tables.service():closedScreen(name)
		minetest.after(0.3, minetest.close_formspec, name, "game_tables:t|" .. id)
		minetest.registered_chatcommands["gametables"].func(name, "stand")
		local inv = p:get_inventory()
		inv:set_list("main", {"game_tables:small_game_table_apple", "game_tables:game_chair_apple"})
		S.place(p, "game_tables:small_game_table_apple", scene.origin)
		S.place(p, "game_tables:game_chair_apple", vector.offset(scene.origin, 1, 0, 0))
		local board = ItemStack(scene.board)
		if scene.craft then
			local planks = "default:wood"
			local grid = {planks, scene.craft[1], planks, planks, scene.craft[2], planks, planks, planks, planks}
			local out = minetest.get_craft_result({method = "normal", width = 3, items = grid})
			if out.item:get_name() ~= scene.board then return false, "the recipe made " .. out.item:get_name() end
			board = out.item
			log("crafted " .. board:get_name())
		end
		inv:set_list("main", {board})
		p:set_pos(vector.offset(scene.origin, 0, -0.5, -2))
		p:set_look_horizontal(0)
		p:set_look_vertical(0.42)
		S.client_scene = scene
		aim_timer = 0
		minetest.after(0.5, log, "scene " .. param .. " ready")
		return true
	end,
})
