-- Client mode (test/luanti/run-client.mjs): a real client joins as "tester". The server side sets
-- the scene and reports what the runner needs in log lines starting with "GT-CLIENT":
--   ready            the tester stands south of a table holding a board
--   aim yes|no ...   where the tester's camera points, each second until the board is on
--   fitted / seated  after the board was fitted (by the client's right-click) / the tester sat
--   el <name> <x> <y> <w> <h> <label>   one clickable formspec element (formspec units), before "form"
--   form <kind> <n> <phase> [scrolled]  a formspec was sent (n elements listed just before; the
--                    table's phase; "scrolled": a part of it scrolls, only its first rows are listed)
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
	-- A close (minetest.close_formspec sends an empty spec) is logged too: the runner types in the
	-- chat only with no screen open.
	if name == NAME and formname:sub(1, 14) == "game_tables:t|" and spec == "" then log("unform") end
	if name == NAME and formname:sub(1, 14) == "game_tables:t|" and spec ~= "" then
		local n = 0
		-- Inside a scroll container an element is placed from the container's corner, and only
		-- what shows before any scrolling is clickable: the rest is not listed.
		local ox, oy, bottom = 0, 0, math.huge
		for kind, body in spec:gmatch("([%a_]+)%[([^%]]*)%]") do
			local x, y, w, h, rest = body:match("^([%d%.%-]+),([%d%.%-]+);([%d%.]+),([%d%.]+);(.*)$")
			if kind == "scroll_container" and x then
				ox, oy, bottom = tonumber(x), tonumber(y), tonumber(y) + tonumber(h)
			elseif kind == "scroll_container_end" then
				ox, oy, bottom = 0, 0, math.huge
			end
			if x and (kind == "button" or kind == "image_button") and oy + tonumber(y) + tonumber(h) <= bottom then
				x, y = ox + tonumber(x), oy + tonumber(y)
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
		-- What the screen says, by message key: its lines, and the notes of a hand's result.
		local keys = {}
		for _, m in ipairs(screen and screen.messages or {}) do keys[#keys + 1] = m.key end
		local result = screen and screen.result
		if result then keys[#keys + 1] = result.headline.key end
		for _, seat in ipairs(result and result.seats or {}) do
			for _, c in ipairs(seat.notes) do keys[#keys + 1] = c.text.key end
		end
		log("says " .. table.concat(keys, " "))
		local info = screen and game_tables.service():info(screen.tableId)
		local scrolled = spec:find("scroll_container[", 1, true) and " scrolled" or ""
		log(("form %s %d %s%s"):format(screen and screen.kind or "?", n, info and info.phase or "?", scrolled))
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
-- A scene with `deal` has its first match dealt from those seven words (see "Seeded deals" below).
local DEALS = dofile(minetest.get_modpath("game_tables_test") .. "/client-deals.lua")
local SCENES = {
	gin = {origin = O, board = "game_tables:gin_rummy_board"},
	uno = {origin = vector.offset(O, 8, 0, 0), board = "game_tables:uno_no_mercy_board", craft = {"default:paper", "wool:red"}},
	gin3 = {origin = vector.offset(O, 16, 0, 0), board = "game_tables:gin_rummy_board"},
	knock = {origin = vector.offset(O, 24, 0, 0), board = "game_tables:gin_rummy_board", deal = DEALS.knock},
	uno7 = {origin = vector.offset(O, 32, 0, 0), board = "game_tables:uno_no_mercy_board", deal = DEALS.uno7},
	-- A second player sits across (the stand-in bea, below): the away rule.
	away = {origin = vector.offset(O, 40, 0, 0), board = "game_tables:gin_rummy_board", standin = true},
	-- Here to Slay with three hard bots: a turn and a reaction window (issue 23).
	hts = {origin = vector.offset(O, 48, 0, 0), board = "game_tables:here_to_slay_board", craft = {"default:book", "wool:violet"}},
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
	-- And the tester's turn as its screen shows it: whether it is its move, and the seconds left of
	-- the turn seconds (a fresh turn on coming back).
	local screen = game_tables.lastScreenOf(NAME)
	local turn = screen and screen.game and screen.game.turn
	log(("%s seat %d present %s phase %s match %s mine %s left %d of %d"):format(what, seat, tostring(seat >= 0 and info.present[seat + 1]),
		info.phase, info.matchId ~= "" and info.matchId or "-", tostring(turn ~= nil and turn.seat == screen.seat),
		turn and turn.timeLeft or -1, tonumber(minetest.settings:get("game_tables.turn_seconds")) or 60))
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
	minetest.emerge_area(vector.offset(O, -8, -8, -8), vector.offset(O, 56, 8, 8), function(_, _, remaining)
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
	params = "<uno|gin3|knock|uno7|away|hts>",
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
		if scene.standin then
			S.place(p, "game_tables:game_chair_apple", vector.offset(scene.origin, -1, 0, 0))
		end
		if scene.deal then S.arm_deal(scene.deal) end
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

-- Seeded deals. The mod deals a match from seven words of the server's secure random source, read
-- little-endian from SecureRandom():next_bytes(28) (plugin/luanti/src/host.ts); nothing else asks
-- for 28 bytes. Luanti's SecureRandom objects share one method table, which getmetatable returns:
-- client mode wraps its next_bytes so that the first deal after a scene with `deal` comes from the
-- scene's words, a hand chosen in advance (client-deals.lua says which; test/luanti/client-deals.test.ts
-- checks that each still deals it). The shipped mod has no such hook.
local armed
do
	local methods = getmetatable(SecureRandom())
	local next_bytes = methods.next_bytes
	methods.next_bytes = function(self, count)
		if armed == nil or count ~= 28 then return next_bytes(self, count) end
		local words = armed
		armed = nil
		local out = {}
		for _, w in ipairs(words) do
			local u = w % 4294967296 -- a negative word as its unsigned 32 bits
			for _ = 1, 4 do
				out[#out + 1] = string.char(u % 256)
				u = math.floor(u / 256)
			end
		end
		log("seeded deal")
		return table.concat(out)
	end
end
-- gt_scene (above) arms the deal of the scene it sets up.
S.arm_deal = function(words) armed = words end

local function scene_id() local at = S.client_scene.origin return at.x .. "," .. at.y .. "," .. at.z end

-- "/gt_lang <code>": the tester reads the tables in that language from now on (the mod's own
-- override, as if the client's language were set), and its table's screen opens again in it.
minetest.register_chatcommand("gt_lang", {
	params = "<en|de|es|fr|pt_BR|ru>",
	description = "Client test: the tester's language",
	func = function(name, param)
		if name ~= NAME then return false, "not the tester" end
		game_tables.setLanguage(name, param)
		game_tables.service():openScreen(name, scene_id())
		log("lang " .. param)
		return true
	end,
})

-- The dig guard, as the world sees it: every punch the tester starts (a held button starts one
-- after each dig), and every dig of a table or a chair that completes, with what is left there.
minetest.register_on_punchnode(function(pos, node, puncher)
	if puncher and puncher:is_player() and puncher:get_player_name() == NAME then
		log(("punch %s %s"):format(minetest.pos_to_string(pos), node.name))
	end
end)
minetest.register_on_mods_loaded(function()
	for name, def in pairs(minetest.registered_nodes) do
		local g = def.groups or {}
		if g.game_tables_table and def.on_dig then
			local on_dig = def.on_dig
			def.on_dig = function(pos, node, digger)
				local r = on_dig(pos, node, digger)
				log(("dig table %s %s now %s"):format(minetest.pos_to_string(pos), node.name, minetest.get_node(pos).name))
				return r
			end
		elseif g.game_tables_chair and def.can_dig then
			local can_dig = def.can_dig
			def.can_dig = function(pos, digger)
				local ok = can_dig(pos, digger)
				log(("dig chair %s %s"):format(minetest.pos_to_string(pos), ok and "allowed" or "refused"))
				return ok
			end
		end
	end
end)

-- "/gt_furniture": what stands at the tester's table and on each side of it.
minetest.register_chatcommand("gt_furniture", {
	func = function(name)
		local at = S.client_scene.origin
		local parts = {minetest.get_node(at).name}
		for _, d in ipairs({{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) do
			parts[#parts + 1] = minetest.get_node(vector.offset(at, d[1], 0, d[2])).name
		end
		log("furniture " .. table.concat(parts, " "))
		return true
	end,
})

-- The away rule with a second player: at the "away" scene a stand-in, bea, sits across from the
-- tester (a player without a client, whom the mod plays: S.play_turn). At her first turn she
-- leaves the server, her seat kept; "/gt_back" brings her back. Logged: "bea left seat <n> kept
-- <bool> present <bool>", "bea back turn <mine> left <seconds> of <turn seconds>".
local BEA = "bea"
local bea_stage
local bea_started
local function bea() return S.player(BEA, vector.offset(S.client_scene.origin, -1, 0, 0)) end
local function bea_report(what)
	local info = game_tables.service():info(scene_id())
	local seat, present = -1, false
	for i = 1, #info.present do
		local o = info.seats[i]
		if o and o.kind == "player" and o.id == BEA then seat, present = i - 1, info.present[i] end
	end
	return seat, present, info
end

minetest.register_globalstep(function()
	local scene = S.client_scene
	if not scene.standin or not scene.seated then return end
	local p = bea()
	if bea_stage == nil then
		-- She takes the west chair as a player does (its right-click), then is ready to start.
		local chair = vector.offset(scene.origin, -1, 0, 0)
		local node = minetest.get_node(chair)
		minetest.registered_nodes[node.name].on_rightclick(chair, node, p, p:get_wielded_item(), nil)
		bea_stage = "seated"
		log("bea seated")
	elseif bea_stage == "seated" then
		local info = game_tables.service():info(scene_id())
		if info.phase ~= "playing" then
			-- Start once (pressed again it would take her back out of the start).
			if not bea_started and S.has_button(p, "start") then
				bea_started = true
				S.press(p, "start")
			end
			return
		end
		local screen = S.screen(p)
		if screen and screen.game and screen.game.turn.seat == screen.seat then
			-- Her turn: she leaves the server as a player who closes the game does.
			game_tables.service():onPlayerLeave(BEA)
			game_tables.removeStandIn(BEA)
			local seat, present, now = bea_report()
			bea_stage = "away"
			log(("bea left seat %d kept %s present %s phase %s"):format(seat, tostring(seat >= 0), tostring(present), now.phase))
		end
	elseif bea_stage == "back" then
		S.play_turn(p)
	end
end)

minetest.register_chatcommand("gt_back", {
	func = function(name)
		if name ~= NAME or bea_stage ~= "away" then return false, "bea is not away" end
		local p = bea()
		game_tables.addStandIn(p)
		game_tables.service():onPlayerJoin(BEA)
		local screen = S.screen(p)
		local turn = screen and screen.game and screen.game.turn
		local _, present = bea_report()
		bea_stage = "back"
		log(("bea back present %s screen %s mine %s left %d of %d"):format(tostring(present), screen and screen.kind or "none",
			tostring(turn ~= nil and turn.seat == screen.seat), turn and turn.timeLeft or -1,
			tonumber(minetest.settings:get("game_tables.turn_seconds")) or 60))
		-- The tester's screen opens again, as its right-click on the board would.
		game_tables.service():openScreen(NAME, scene_id())
		return true
	end,
})
