-- Crash-loop soak mode (test/luanti/run-soak.mjs). Stand-in players play staked matches at six
-- tables of four chairs: three people at Gin Rummy, four at Uno No Mercy, three at Here to Slay,
-- one person with two bots at Gin Rummy and Uno, one with three at Here to Slay (stakes against
-- bots on: the house takes a bot's winnings). Staking, play,
-- settlement (resignations until the match ends), board lifts (pausing a match) and fits
-- (resuming it). The runner kills the server with SIGKILL at a moment chosen from its seed and
-- starts it again; after every start this file counts every staked item and every board wherever
-- it is (inventories as saved, mailboxes, escrow, tables, dropped entities) and prints the census.
--
-- Kill moments (setting game_tables_test.soak_kill):
--   write:<phase>:<n>:<k>  on the n-th entry of <phase> in this run, right after the k-th write to
--                          the tables' storage (or at the phase's end if it writes less): the
--                          server prints "SOAK KILL" and holds still until the runner's SIGKILL.
--   timed:<phase>:<n>      prints "SOAK ARM" on the n-th entry of <phase>; the runner kills after
--                          a delay of its own choosing, wherever the server is by then.
--   setup                  places the tables and gives the items, then shuts down cleanly.
--   final                  the census only, then a clean shutdown.
-- Stand-ins are saved every server_map_save_interval, as Luanti saves real players.
-- Output lines (stdout, flushed): "SOAK phase <name> <n> table=<i>", "SOAK KILL ...", "SOAK ARM",
-- "SOAK census ok ...", "SOAK violation ...", "SOAK ended <match>", "SOAK live <match>",
-- "SOAK driver-error ...", "SOAK ready".
local S = game_tables_test
S.check_render = false -- the client and world suites check drawing; the soak checks items

local function setting(k) return minetest.settings:get("game_tables_test.soak_" .. k) or "" end
local RUN = tonumber(setting("run")) or 0
local SEED = tonumber(setting("seed")) or 1
local KILL = setting("kill")

local KINDS = {"default:diamond", "default:gold_ingot", "default:mese_crystal"}
local GRANT = 30 -- of each kind, per player, given once by the setup run
-- players[1] owns the table; `bots` is the Play alone button that seats the bots.
local TABLES = {
	{pos = vector.new(0, 0, 0), board = "gin_rummy", players = {"ann", "bob", "cat"}},
	{pos = vector.new(16, 0, 0), board = "uno_no_mercy", players = {"dan", "eve", "fay", "gus"}},
	{pos = vector.new(32, 0, 0), board = "uno_no_mercy", players = {"hal"}, bots = "alone.hard.2"},
	{pos = vector.new(48, 0, 0), board = "gin_rummy", players = {"ivy"}, bots = "alone.easy.2"},
	{pos = vector.new(64, 0, 0), board = "here_to_slay", players = {"jan", "kim", "lee"}},
	{pos = vector.new(80, 0, 0), board = "here_to_slay", players = {"mo"}, bots = "alone.hard.3"},
}
--- The chair sides (dx, dz) in the order players sit.
local SIDES = {{0, -1}, {0, 1}, {1, 0}, {-1, 0}}
local function board_item(kind) return "game_tables:" .. kind .. "_board" end
local AREA_MIN, AREA_MAX = vector.new(-16, -16, -16), vector.new(95, 15, 15)

local function say(line)
	io.write(line .. "\n")
	io.flush() -- the runner reacts to these lines while the server runs
end

local function svc() return game_tables.service() end

-- ---------------------------------------------------------------------------------------------
-- Kill points.

local kill = {}
do
	local parts = {}
	for p in KILL:gmatch("[^:]+") do parts[#parts + 1] = p end
	kill.mode, kill.phase, kill.occurrence, kill.writes = parts[1], parts[2], tonumber(parts[3] or "1"), tonumber(parts[4] or "1")
end

local phase_now = "startup"
local occurrences = {startup = 1}
local writes = 0
local armed = kill.mode == "write" and kill.phase == "startup" and kill.occurrence == 1
say("SOAK phase startup 1 table=0")
if kill.mode == "timed" and kill.phase == "startup" then say("SOAK ARM") end

--- Holds the server still until the runner's SIGKILL lands (a minute at most, then crashes).
local function die(why)
	say("SOAK KILL " .. phase_now .. " " .. why)
	local t = os.clock() + 60
	while os.clock() < t do end
	error("soak: no SIGKILL came")
end

local function enter(name, t)
	phase_now = name
	occurrences[name] = (occurrences[name] or 0) + 1
	writes = 0
	say(("SOAK phase %s %d table=%d"):format(name, occurrences[name], t))
	armed = kill.phase == name and kill.occurrence == occurrences[name]
	if armed and kill.mode == "timed" then
		say("SOAK ARM")
		armed = false
	end
end

local function leave()
	if armed then die(("at the end of the phase, after %d writes"):format(writes)) end
	phase_now = "between"
end

-- Every write of the tables' storage passes here (the port the service was built with), so a
-- kill can land between any two of a step's writes: intent, item moves, records.
do
	local st = svc().ctx.ports.storage
	for _, m in ipairs({"set", "delete"}) do
		local orig = st[m]
		st[m] = function(self, key, ...)
			orig(self, key, ...)
			writes = writes + 1
			if armed and writes >= kill.writes then die(("after write %d (%s %s)"):format(writes, m, key)) end
		end
	end
end

-- Players are saved on Luanti's own schedule: every server_map_save_interval.
do
	local interval = tonumber(minetest.settings:get("server_map_save_interval") or "5.3") or 5.3
	local since = 0
	minetest.register_globalstep(function(dtime)
		since = since + dtime
		if since >= interval and KILL ~= "setup" then
			since = 0
			S.save_players()
		end
	end)
end

-- ---------------------------------------------------------------------------------------------
-- The census.

local function add(counts, item, n)
	counts[item] = (counts[item] or 0) + n
end

local function players()
	local out = {}
	for _, t in ipairs(TABLES) do
		for _, name in ipairs(t.players) do out[#out + 1] = name end
	end
	return out
end

--- Counts every staked kind and every board; prints one line per violation, then the totals.
local function census()
	local counts = {}
	local bad = 0
	local function violation(text)
		bad = bad + 1
		say("SOAK violation run " .. RUN .. ": " .. text)
	end
	for _, name in ipairs(players()) do
		for _, s in ipairs(S.player(name).inv:get_list("main")) do add(counts, s:get_name(), s:get_count()) end
		for _, s in ipairs(svc():mailbox(name)) do add(counts, s.item, s.count) end
	end
	-- The house collects nothing here (no stakes against bots), but count it should it appear.
	for _, s in ipairs(svc():mailbox("@house")) do add(counts, s.item, s.count) end
	-- Escrow is read where the service keeps it: every record, after every player joined.
	local esc = svc().ctx.escrow:all()
	for _, key in ipairs(esc.broken) do violation("unreadable escrow record " .. key) end
	for _, r in ipairs(esc.records) do
		if r.state ~= "held" then violation("escrow " .. r.matchId .. " left in state " .. r.state .. " with its players online") end
		-- Every seat of the pot (it counted only the first two, so a third or fourth stake went unseen).
		for seat = 1, #r.players do
			if r.taken[seat] and (r.state == "held" or r.state == "collect" or r.state == "pay" or (r.state == "refund" and not r.done[seat])) then
				for _, s in ipairs(r.stakes[seat]) do add(counts, s.item, s.count) end
			end
		end
		say("SOAK live " .. r.matchId)
	end
	for _, id in ipairs(svc():tableIds()) do
		local info = svc():info(id)
		if info.board ~= "" then add(counts, board_item(info.board), 1) end
		if info.phase == "playing" or info.phase == "paused" then say("SOAK live " .. info.matchId) end
		local pos = minetest.string_to_pos(id)
		local fitted = minetest.get_node(pos).name:find("_fitted", 1, true) ~= nil
		if fitted ~= (info.board ~= "") then
			violation(("table %s: the node %s a board, the tables %s"):format(id, fitted and "shows" or "does not show", info.board ~= "" and "have one" or "have none"))
		end
	end
	for _, mid in ipairs(svc():pausedMatches()) do say("SOAK live " .. mid) end
	for _, obj in ipairs(minetest.get_objects_in_area(AREA_MIN, AREA_MAX)) do
		local e = obj:get_luaentity()
		if e and e.name == "__builtin:item" then
			local s = ItemStack(e.itemstring)
			add(counts, s:get_name(), s:get_count())
		end
	end
	local parts = {}
	local expected = {}
	local kinds = {KINDS[1], KINDS[2], KINDS[3]}
	for _, k in ipairs(KINDS) do expected[k] = GRANT * #players() end
	for _, t in ipairs(TABLES) do
		local b = board_item(t.board)
		if not expected[b] then kinds[#kinds + 1] = b end
		expected[b] = (expected[b] or 0) + 1
	end
	for _, k in ipairs(kinds) do
		local n = counts[k] or 0
		parts[#parts + 1] = k:gsub("^.*:", "") .. "=" .. n
		if n ~= expected[k] then
			violation(("%s: %d counted, %d expected (%s %d)"):format(k, n, expected[k], n > expected[k] and "created" or "lost", math.abs(n - expected[k])))
		end
	end
	say(("SOAK census %s run=%d %s"):format(bad == 0 and "ok" or "bad", RUN, table.concat(parts, " ")))
end

-- ---------------------------------------------------------------------------------------------
-- The players' moves.

local function holds_board(p, kind)
	for i, s in ipairs(p.inv:get_list("main")) do
		if s:get_name() == board_item(kind) then return i end
	end
	return nil
end

local function stand(p)
	minetest.registered_chatcommands["gametables"].func(p.name, "stand")
end

local function seat(t)
	for _, name in ipairs(t.players) do stand(S.player(name)) end
	for j, name in ipairs(t.players) do S.sit_at(S.player(name), t.pos, SIDES[j][1], SIDES[j][2]) end
end

local function owner(t) return S.player(t.players[1]) end

local function fit(t, i)
	local p = owner(t)
	enter("fit", i)
	stand(p)
	p.wield_index = holds_board(p, t.board)
	p:set_pos(vector.offset(t.pos, 0, 0, -2))
	S.use_on(p, t.pos)
	seat(t)
	leave()
end

local function staking(t, i, rng)
	enter("staking", i)
	for _, name in ipairs(t.players) do
		local p = S.player(name)
		local kind = KINDS[rng:next(1, #KINDS)]
		local n = math.min(S.count(p, kind), rng:next(0, 5))
		if n > 0 then game_tables.offer(p.name, kind .. " " .. n) end
	end
	for _, name in ipairs(t.players) do
		local p = S.player(name)
		for _, b in ipairs({"start", "rematch", t.bots}) do
			if S.has_button(p, b) then
				S.press(p, b)
				break
			end
		end
	end
	leave()
end

local function report_end(id, mid)
	local info = svc():info(id)
	if mid ~= "" and (info == nil or info.phase == "result" or info.matchId ~= mid) then say("SOAK ended " .. mid) end
end

local function play(t, i, moves)
	local id = S.table_id(t.pos)
	local mid = svc():info(id).matchId
	local turns = {gin_rummy = S.play_turn, uno_no_mercy = S.uno_turn, here_to_slay = S.hts_turn}
	local turn = turns[t.board]
	enter("play", i)
	for _ = 1, moves do
		for _, name in ipairs(t.players) do turn(S.player(name)) end
		coroutine.yield()
		if svc():info(id).phase ~= "playing" then break end
	end
	report_end(id, mid)
	leave()
end

--- The people resign in an order the seed picks until the match is over (with more than two
--- seats a resignation only leaves the match; the last one in wins).
local function settlement(t, i, rng)
	local id = S.table_id(t.pos)
	local mid = svc():info(id).matchId
	local order = {}
	for _, name in ipairs(t.players) do table.insert(order, rng:next(1, #order + 1), name) end
	enter("settlement", i)
	for _, name in ipairs(order) do
		if svc():info(id).matchId ~= mid or svc():info(id).phase ~= "playing" then break end
		if S.has_button(S.player(name), "resign") then S.resign(S.player(name)) end
	end
	report_end(id, mid)
	leave()
end

local function lift(t, i)
	enter("lift", i)
	local p = owner(t)
	p:set_pos(vector.offset(t.pos, 0, 0, -2))
	S.dig(p, t.pos)
	leave()
end

--- One step of table i, chosen from its state.
local function act(i, rng)
	local t = TABLES[i]
	local id = S.table_id(t.pos)
	local info = svc():info(id)
	if info == nil or info.board == "" then
		if holds_board(owner(t), t.board) then fit(t, i)
		elseif #svc():mailbox(t.players[1]) > 0 then svc():claimMailbox(t.players[1]) end
		return
	end
	if info.phase == "playing" then
		-- Lean towards the phase this run is to be killed in, so a kill rarely waits long.
		local r = rng:next(1, 10)
		local settle_below, lift_below = 8, 10
		if kill.phase == "settlement" then settle_below, lift_below = 5, 10
		elseif kill.phase == "lift" or kill.phase == "fit" then settle_below, lift_below = 5, 5 end
		if r < settle_below then play(t, i, rng:next(1, 8))
		elseif r < lift_below then settlement(t, i, rng)
		else lift(t, i) end
	elseif info.phase == "lobby" or info.phase == "result" then
		staking(t, i, rng)
	else
		seat(t) -- paused on the table: the players sit down again
	end
end

local function drive()
	local rng = PcgRandom(SEED * 7919 + RUN)
	while true do
		local i = rng:next(1, #TABLES)
		local ok, err = pcall(act, i, rng)
		if not ok then
			say("SOAK driver-error " .. tostring(err))
			if phase_now ~= "between" then leave() end
		end
		coroutine.yield()
	end
end

-- ---------------------------------------------------------------------------------------------
-- Start-up.

local function setup()
	for _, t in ipairs(TABLES) do
		S.four_chairs(owner(t), t.pos, t.board)
		for _, name in ipairs(t.players) do
			for _, k in ipairs(KINDS) do S.give(S.player(name), k .. " " .. GRANT) end
		end
	end
	S.save_players()
	say("SOAK setup done")
	minetest.request_shutdown("soak setup done", false, 0)
end

S.when_strip_active(function()
	if KILL == "setup" then return setup() end
	-- The players come back (as saved), and join: the tables finish what waited for them.
	for _, t in ipairs(TABLES) do
		for j, name in ipairs(t.players) do S.player(name, vector.offset(t.pos, SIDES[j][1] * 2, 0, SIDES[j][2] * 2)) end
	end
	for _, name in ipairs(players()) do svc():onPlayerJoin(name) end
	census()
	if KILL == "final" then
		S.save_players()
		minetest.request_shutdown("soak done", false, 0)
		return
	end
	for i, t in ipairs(TABLES) do
		local info = svc():info(S.table_id(t.pos))
		if info and info.board ~= "" then
			local ok, err = pcall(seat, t)
			if not ok then say("SOAK driver-error seating at table " .. i .. ": " .. tostring(err)) end
		end
	end
	say("SOAK ready")
	if armed then leave() end
	phase_now = "between"
	local co = coroutine.create(drive)
	local function step()
		local ok, err = coroutine.resume(co)
		if not ok then say("SOAK driver-error " .. tostring(err)) return end
		minetest.after(0.05, step)
	end
	step()
end)
