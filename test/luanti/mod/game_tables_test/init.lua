-- In-server integration tests for the game_tables mod. Loaded into a real headless minetestserver
-- by test/luanti/run-world.mjs. Tests drive the mod's real registered callbacks (node
-- on_rightclick, on_dig, craft results, formspec submissions) with stand-in players: the server has
-- no connected clients, so players are ObjectRef-like tables backed by real detached inventories.
-- Each test runs in a coroutine and may wait for server steps. The suite can span server restarts:
-- a test that ends with `restart()` stops the server; the runner starts it again and the suite
-- continues with the next phase. Results: lines "PASS <name>" / "FAIL <name>: <why>", then
-- "<N> passed, <N> failed" per phase.

local S = {check_render = true}
game_tables_test = S
local storage = minetest.get_mod_storage()
local modpath = minetest.get_modpath(minetest.get_current_modname())

-- ---------------------------------------------------------------------------------------------
-- Stand-in players. Inventory and meta survive restarts through this mod's storage (saved by
-- `save_players`, the way Luanti saves a player's data at its own save points).

local fakes = {}

local function new_meta(fields)
	local m = {fields = fields}
	function m:get_string(k) return self.fields[k] or "" end
	function m:set_string(k, v)
		if v == "" then self.fields[k] = nil else self.fields[k] = v end
	end
	function m:contains(k) return self.fields[k] ~= nil end
	function m:get_int(k) return tonumber(self.fields[k]) or 0 end
	function m:set_int(k, v) self:set_string(k, tostring(v)) end
	function m:to_table() return {fields = table.copy(self.fields)} end
	return m
end

function S.player(name, pos)
	if fakes[name] then
		fakes[name]:set_pos(pos or fakes[name]:get_pos())
		return fakes[name]
	end
	local inv = minetest.create_detached_inventory("gt_test_" .. name, {})
	inv:set_size("main", 32)
	local saved = minetest.deserialize(storage:get_string("player:" .. name)) or {}
	if saved.main then inv:set_list("main", saved.main) end
	local p = {
		name = name,
		pos = vector.new(pos or {x = 0, y = 10, z = 0}),
		yaw = 0,
		pitch = 0,
		control = {},
		physics = {speed = 1, jump = 1, gravity = 1},
		meta = new_meta(saved.meta or {}),
		inv = inv,
		wield_index = 1,
	}
	function p:get_player_name() return self.name end
	function p:is_player() return true end
	function p:get_pos() return vector.new(self.pos) end
	function p:set_pos(v) self.pos = vector.new(v) end
	function p:get_velocity() return vector.new(0, 0, 0) end
	function p:get_inventory() return self.inv end
	function p:get_wield_index() return self.wield_index end
	function p:get_wield_list() return "main" end
	function p:get_wielded_item() return self.inv:get_stack("main", self.wield_index) end
	function p:set_wielded_item(s) self.inv:set_stack("main", self.wield_index, s) return true end
	function p:get_look_horizontal() return self.yaw end
	function p:set_look_horizontal(y) self.yaw = y end
	function p:get_look_vertical() return self.pitch end
	function p:set_look_vertical(v) self.pitch = v end
	function p:get_look_dir() return minetest.yaw_to_dir(self.yaw) end
	function p:get_player_control() return self.control end
	function p:get_physics_override() return table.copy(self.physics) end
	function p:set_physics_override(o) for k, v in pairs(o) do self.physics[k] = v end end
	function p:set_eye_offset() end
	function p:hud_get_flags() return {} end
	function p:hud_set_flags() end
	function p:get_attach() return nil end
	function p:set_animation() end
	function p:get_meta() return self.meta end
	fakes[name] = p
	game_tables.addStandIn(p)
	return p
end

function S.save_players()
	for name, p in pairs(fakes) do
		local main = {}
		for i, s in ipairs(p.inv:get_list("main")) do main[i] = s:to_string() end
		storage:set_string("player:" .. name, minetest.serialize({main = main, meta = p.meta.fields}))
	end
end

--- Counts of each item name in a player's main list.
function S.count(p, item)
	local n = 0
	for _, s in ipairs(p.inv:get_list("main")) do
		if s:get_name() == item then n = n + s:get_count() end
	end
	return n
end

function S.give(p, itemstring)
	local rest = p.inv:add_item("main", ItemStack(itemstring))
	assert(rest:is_empty(), "inventory full")
end

--- Puts an item in the first empty slot and selects it (the player's other items stay).
function S.wield(p, itemstring)
	for i = 1, p.inv:get_size("main") do
		if p.inv:get_stack("main", i):is_empty() then
			p.inv:set_stack("main", i, ItemStack(itemstring))
			p.wield_index = i
			return
		end
	end
	error("inventory full")
end

-- ---------------------------------------------------------------------------------------------
-- Driving the mod's callbacks as the engine would.

function S.place(p, itemstring, pos)
	local stack = ItemStack(itemstring)
	local def = minetest.registered_items[stack:get_name()]
	local under = vector.offset(pos, 0, -1, 0)
	local _, placed = minetest.item_place_node(stack, p, {type = "node", under = under, above = pos})
	assert(placed, "could not place " .. itemstring .. " at " .. minetest.pos_to_string(pos))
	assert(def, itemstring)
	return placed
end

function S.rightclick(p, pos)
	local node = minetest.get_node(pos)
	local def = minetest.registered_nodes[node.name]
	assert(def and def.on_rightclick, "no on_rightclick for " .. node.name)
	local stack = p:get_wielded_item()
	local rest = def.on_rightclick(pos, node, p, stack, {type = "node", under = pos, above = vector.offset(pos, 0, 1, 0)})
	if rest then p:set_wielded_item(rest) end
end

--- Uses the wielded item on a node (its on_place: the board's path onto a table), pointing at the
--- face towards `above` (default: its top).
function S.use_on(p, pos, above)
	local stack = p:get_wielded_item()
	local def = minetest.registered_items[stack:get_name()]
	assert(def and def.on_place, "wielded item has no on_place")
	local rest = def.on_place(stack, p, {type = "node", under = pos, above = above or vector.offset(pos, 0, 1, 0)})
	if rest then p:set_wielded_item(rest) end
end

function S.dig(p, pos)
	local node = minetest.get_node(pos)
	local def = minetest.registered_nodes[node.name]
	return (def.on_dig or minetest.node_dig)(pos, node, p)
end

--- Submits a form as the client would: fields are button names ("a_<action>") with labels.
function S.submit(p, formname, fields)
	for _, f in ipairs(minetest.registered_on_player_receive_fields) do
		if f(p, formname, fields) then return end
	end
end

--- The screen the mod last sent to a player, and the form name it used.
function S.screen(p)
	return game_tables.lastScreenOf(p:get_player_name())
end

--- Presses a button of the player's screen; the screen must draw as a formspec with that button.
function S.press(p, action)
	local screen = S.screen(p)
	assert(screen, p.name .. " has no screen")
	if S.check_render then
		local spec = game_tables.formspecOf(p.name)
		assert(spec and spec:find("formspec_version[6]", 1, true), "screen does not render")
		assert(spec:find("a_" .. action .. "@", 1, true) or not S.has_button(p, action), "button " .. action .. " not drawn")
	end
	-- The form name is the table's; the button's name carries the action and the screen's token.
	S.submit(p, "game_tables:t|" .. screen.tableId, {["a_" .. action .. "@" .. screen.token] = "x"})
end

--- Resigns as a player does: Resign, then the confirmation.
function S.resign(p)
	S.press(p, "resign")
	S.press(p, "resign.confirm")
end

function S.has_button(p, action)
	local screen = S.screen(p)
	if not screen then return false end
	for _, b in ipairs(screen.buttons) do
		if b.action == action then return true end
	end
	return false
end

function S.buttons(p)
	local out = {}
	local screen = S.screen(p)
	for _, b in ipairs(screen and screen.buttons or {}) do out[#out + 1] = b.action end
	return table.concat(out, " ")
end

-- ---------------------------------------------------------------------------------------------
-- The runner.

local tests = {}
local phase = tonumber(minetest.settings:get("game_tables_test.phase") or "1") or 1

--- Registers a test for a phase (phases run in separate server processes, in order).
function S.test(ph, name, fn)
	tests[#tests + 1] = {phase = ph, name = name, fn = fn}
end

-- Waits count server steps and the time the steps say passed, not the wall clock alone: on a busy
-- machine steps come late, and a wait measured on the wall clock alone could end before the
-- server had run the steps its timers need.

--- Seconds of game time: the sum of the steps' dtime, the time Luanti's own timers run on (mod
--- storage and map saves).
local game_time = 0
minetest.register_globalstep(function(dtime) game_time = game_time + dtime end)

--- Waits `seconds` on the wall clock (the mod's own clock: the chairs' lift guard) and as much
--- game time after it began. The step the wait begins in still adds the dtime that led up to it
--- (this mod's globalstep runs after the tests' coroutine), so game time counts from the next step.
function S.wait(seconds)
	local wall = minetest.get_us_time() + seconds * 1e6
	coroutine.yield()
	local from = game_time
	while game_time - from < seconds or minetest.get_us_time() < wall do coroutine.yield() end
end

--- The most steps a wait for an event takes: `seconds` at a step of 0.05 s (Luanti's steps are
--- 0.09 s or longer, so at least that long anywhere); a busy machine only makes it take longer.
function S.steps_for(seconds)
	return math.ceil((seconds or 30) / 0.05)
end

function S.wait_until(what, pred, timeout)
	local left = S.steps_for(timeout)
	while not pred() do
		left = left - 1
		if left < 0 then error(("timed out waiting for %s (%d server steps)"):format(what, S.steps_for(timeout)), 0) end
		coroutine.yield()
	end
end

function S.eq(a, b, what)
	if a ~= b then error((what or "value") .. ": expected " .. tostring(b) .. ", got " .. tostring(a), 0) end
end

function S.ok(v, what)
	if not v then error(what or "assertion failed", 0) end
	return v
end

--- Values kept across a restart (the next phase reads them).
function S.keep(k, v) storage:set_string("keep:" .. k, minetest.serialize(v)) end
function S.kept(k) return minetest.deserialize(storage:get_string("keep:" .. k)) end

-- Start once the test strip of the map (x -16..95, z -16..15) is generated and active. Stand-ins
-- are not real players, so nothing keeps their blocks loaded: on a slow machine the server unloaded
-- a table's block mid-suite (server_unload_unused_data_timeout) and get_node saw "ignore".
-- Force-loading the strip's floor and table layers stands in for the players' presence; the blocks
-- must be active before the first test, or the unload can still come first.
local strip = {}
for bx = -1, 5 do
	for by = -1, 0 do
		for bz = -1, 0 do strip[#strip + 1] = vector.new(bx * 16, by * 16, bz * 16) end
	end
end

local function when_active(waited, fn)
	for _, pos in ipairs(strip) do
		if not minetest.compare_block_status(pos, "active") then
			assert(waited < 30, "the test strip did not become active")
			minetest.after(0.1, when_active, waited + 0.1, fn)
			return
		end
	end
	fn()
end

--- Calls `fn` once the test strip is generated, force-loaded and active.
function S.when_strip_active(fn)
	minetest.after(0.5, function()
		minetest.emerge_area(vector.new(-16, -16, -16), vector.new(95, 15, 15), function(_, _, remaining)
			if remaining > 0 then return end
			for _, pos in ipairs(strip) do
				assert(minetest.forceload_block(pos, true), "forceload refused: raise max_forceloaded_blocks")
			end
			when_active(0, fn)
		end)
	end)
end

--- Runs tests ({name =, fn =}) in order, one coroutine stepped every server step: prints
--- "PASS <name>" / "FAIL <name>: <why>", then "<label>: N passed, N failed", and shuts down.
function S.run_tests(list, label)
	local passed, failed = 0, 0
	local co = coroutine.create(function()
		for _, t in ipairs(list) do
			minetest.log("action", "[game_tables_test] " .. t.name) -- places the test in debug.txt
			local ok, err = pcall(t.fn)
			if ok then
				passed = passed + 1
				print("PASS " .. t.name)
			else
				failed = failed + 1
				print("FAIL " .. t.name .. ": " .. tostring(err))
			end
			S.save_players()
		end
	end)
	local function step()
		local ok, err = coroutine.resume(co)
		if not ok then
			failed = failed + 1
			print("FAIL runner: " .. tostring(err))
		end
		if coroutine.status(co) == "dead" then
			print(("%s: %d passed, %d failed"):format(label, passed, failed))
			S.save_players()
			minetest.request_shutdown("tests done", false, 0)
			return
		end
		minetest.after(0, step)
	end
	step()
end

local mode = minetest.settings:get("game_tables_test.mode")
-- Luanti hands a trusted mod its insecure environment only here, in init.lua's main scope: the
-- bench (which trusts this mod) reads a CPU clock and runs LuaJIT's profiler through it.
S.insecure = mode == "bench" and minetest.request_insecure_environment() or nil
if mode == "client" or mode == "bench" or mode == "soak" or mode == "install" then
	dofile(modpath .. "/tests.lua") -- the shared play helpers (S.play_turn, S.press, ...)
	dofile(modpath .. "/nseats.lua") -- and those of four chairs and Uno (S.four_chairs, S.uno_turn)
	dofile(modpath .. "/hts.lua") -- and Here to Slay's (S.hts_turn)
	dofile(modpath .. "/" .. mode .. ".lua")
	return
end
dofile(modpath .. "/tests.lua")
dofile(modpath .. "/nseats.lua") -- more than two players, and the Uno No Mercy board
dofile(modpath .. "/furniture.lua") -- the world controller: dig guard, chair placement
dofile(modpath .. "/hts.lua") -- the Here to Slay board (phase 12)

local function run_all()
	local list = {}
	for _, t in ipairs(tests) do
		if t.phase == phase then list[#list + 1] = t end
	end
	if #list == 0 then
		print(("phase %d: no tests"):format(phase))
		minetest.request_shutdown("tests done", false, 0)
		return
	end
	S.run_tests(list, ("phase %d"):format(phase))
end

S.when_strip_active(run_all)
