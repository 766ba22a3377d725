-- Here to Slay in the real server (issue 23), phase 12 (a fresh start, its own row of tables):
-- the board fits and names its table; one stand-in plays a whole match with three hard bots by
-- pressing its screen's buttons, answering every reaction window it is asked in (challenging and
-- playing Modifiers when it holds them), with every card of the box accounted for after each step;
-- a staked match between two stand-ins pays the winner once; the owner lifts the board mid-match
-- and fitting it again resumes the match.
local S = game_tables_test
local function svc() return game_tables.service() end

local H1 = vector.new(70, 0, -10) -- Play alone with three hard bots
local H2 = vector.new(90, 0, -10) -- two stand-ins, staked
local H3 = vector.new(10, 0, -10) -- lifted mid-match
local H4 = vector.new(80, 0, 8) -- where the lifted board is fitted again

-- The box (src/games/here-to-slay/engine/deck.ts): card ids 0-5 are the Party Leaders, 6-105 the
-- main deck, 106-120 the Monsters.
local LEADERS, MAIN, MONSTERS = 6, 100, 15

-- Seeded matches. The mod deals from SecureRandom():next_bytes(28) and gives each bot its own
-- stream from next_bytes(16) (plugin/luanti/src/host.ts, src/tables/flow/lobby.ts, play.ts); while
-- armed, those two requests are served from a fixed seed, so the match (deal, dice, bots' choices)
-- is the same on every run: the windows this suite asserts come deterministically. Match ids
-- (8 bytes) and the rest stay random. The shipped mod has no such hook.
local seeded -- the Park-Miller state while armed, else nil
local served = 0
do
	local methods = getmetatable(SecureRandom())
	local next_bytes = methods.next_bytes
	methods.next_bytes = function(self, count)
		if seeded == nil or (count ~= 28 and count ~= 16) then return next_bytes(self, count) end
		served = served + 1
		local out = {}
		for i = 1, count do
			seeded = (seeded * 16807) % 2147483647
			out[i] = string.char(seeded % 256)
		end
		return table.concat(out)
	end
end

--- Presses `action` with the match's randomness drawn from `seed` (the deal and the bots made now).
local function seeded_press(p, action, seed)
	seeded, served = seed, 0
	local ok, err = pcall(S.press, p, action)
	seeded = nil
	if not ok then error(err, 0) end
	return served
end

--- Every card of the box, counted from what `p`'s screen shows (the others' hands as backs, every
--- Party, the Monsters, the deck, the discard pile, the card waiting out its challenge) and checked
--- against the table's public state. Returns main, monsters, leaders (each card counted once).
local function box(p, id)
	local screen = S.screen(p)
	local g = screen and screen.game
	local pub = svc():publicState(id)
	if not g or not pub then return nil end
	local seen, main, monsters, leaders = {}, 0, 0, 0
	local function card(c)
		S.ok(not seen[c], "card " .. tostring(c) .. " shown twice")
		seen[c] = true
		if c < LEADERS then leaders = leaders + 1 elseif c < LEADERS + MAIN then main = main + 1 else monsters = monsters + 1 end
	end
	local hands, own, deck, discard = 0, 0, -1, -1
	for _, z in ipairs(g.zones) do
		for gi, grp in ipairs(z.groups) do
			for _, f in ipairs(grp.cards) do card(f.face) end
			if z.id == "hand" and gi == 1 then own = #grp.cards end
		end
		if z.id == "deck" then deck = z.hidden; main = main + z.hidden end
		if z.id:sub(1, 6) == "party." then hands = hands + z.hidden; main = main + z.hidden end
		if z.id == "discard" then
			discard = z.label.params.n
			main = main + discard - #z.groups -- the top card is drawn face up (counted above)
		end
	end
	for _, c in ipairs(g.counters) do
		if c.id == "monsters_left" then monsters = monsters + c.value end
		if c.id == "played" then card(c.value) end
	end
	-- What the screen shows agrees with the table's public state.
	local sizes = 0
	for _, h in ipairs(pub.handSizes) do sizes = sizes + h end
	S.eq(hands + own, sizes, "hands on the screen and in the public state")
	for _, pile in ipairs(pub.piles) do
		if pile.id == "deck" then S.eq(deck, pile.count, "the deck") end
		if pile.id == "discard" then S.eq(discard, pile.count + (pile.top >= 0 and 1 or 0), "the discard pile") end
	end
	return main, monsters, leaders, pub
end

local checks = 0 -- how many times the box was counted whole

--- The box is whole: all 100 main cards and 15 Monsters, a leader in each Party once picked.
local function box_whole(p, id)
	local main, monsters, leaders, pub = box(p, id)
	if main == nil then return end
	checks = checks + 1
	S.eq(main, MAIN, "main cards on the table")
	S.eq(monsters, MONSTERS, "Monsters on the table")
	if pub.phase ~= "leaders" then S.eq(leaders, #pub.handSizes, "one leader in each Party") end
	S.ok(leaders <= LEADERS, "at most six leaders")
end

local function has_key(list, key)
	for _, m in ipairs(list or {}) do
		if type(m) == "table" and m.key == key then return true end
	end
	return false
end

-- The stand-in's policy, in the order it presses its screen's buttons: the first row of a choice
-- it opened; else a leader, a Challenge, a Modifier, a pick, an attack, a card, a Hero's roll, a
-- draw, the end of the turn or a pass.
local ORDER = {"^leader%.", "^challenge%.", "^modify%.", "^pick%.", "^attack%.", "^play%.", "^roll%.", "^draw%.", "^end%.", "^pass%."}
local MOVE = "^%l+%.%d+%.%d+%.%d+$" -- a move's id (src/games/here-to-slay/moves.ts)

--- One press for `p` if it has a move; notes the reaction windows it answered in `seen`.
local function hts_turn(p, seen)
	local screen = S.screen(p)
	if not screen or not screen.game then return false end
	local pick
	if S.has_button(p, "hts.back") then
		for _, b in ipairs(screen.buttons) do
			if not pick and b.action:find(MOVE) then pick = b.action end
		end
	else
		for _, pre in ipairs(ORDER) do
			for _, b in ipairs(screen.buttons) do
				if not pick and b.action:find(pre) then pick = b.action end
			end
		end
	end
	if not pick then return false end
	if seen then
		-- A window asking this seat: the game's prompt says which, the table's line that it is open.
		local open = has_key(screen.messages, "tables.window.open")
		-- (the "_card" prompts when the seat holds a card it may play there)
		local challenge = has_key(screen.messages, "hts.prompt.challenge") or has_key(screen.messages, "hts.prompt.challenge_card")
		local modify = has_key(screen.messages, "hts.prompt.modify") or has_key(screen.messages, "hts.prompt.modify_card")
		if open and challenge then seen.challenge_windows = seen.challenge_windows + 1 end
		if open and modify then seen.modify_windows = seen.modify_windows + 1 end
		if pick:find("^challenge%.") then seen.challenges = seen.challenges + 1 end
		if pick:find("^modify%.%d+%.0%.0$") then seen.modifiers = seen.modifiers + 1 end
	end
	S.press(p, pick)
	return true
end

S.hts_turn = hts_turn

--- Plays for `players` (and ticks the bots) until `done()`, a few rounds a server step, checking
--- the box after every press and tick.
local function hts_until(id, players, done, timeout, seen)
	local left = S.steps_for(timeout or 300)
	while not done() do
		left = left - 1
		if left < 0 then error("the match did not finish in time", 0) end
		for _ = 1, 8 do
			if done() then break end
			for _, p in ipairs(players) do
				hts_turn(p, seen)
				box_whole(players[1], id)
			end
			svc():tick()
			box_whole(players[1], id)
		end
		coroutine.yield()
	end
end

local function over(id)
	local pub = svc():publicState(id)
	return svc():info(id).phase == "result" or (pub ~= nil and pub.phase == "over")
end

S.test(12, "a Here to Slay board fits and names its table; Play alone offers one to three bots", function()
	local ivy = S.player("ivy")
	S.four_chairs(ivy, H1, "here_to_slay")
	local id = S.table_id(H1)
	S.eq(svc():info(id).board, "here_to_slay", "the service plays the Here to Slay board")
	local infotext = minetest.get_meta(H1):get_string("infotext")
	S.ok(infotext:find("Here to Slay", 1, true), "the infotext names the game: " .. infotext)
	S.sit_at(ivy, H1, 0, -1)
	S.ok(S.has_button(ivy, "alone.hard.3"), "Play alone with three hard bots offered: " .. S.buttons(ivy))
end)

S.test(12, "four at the Here to Slay table (one player, three hard bots) play a match to its end by the screen's buttons; every card is kept; challenge and Modifier windows are answered", function()
	local ivy = S.player("ivy")
	local id = S.table_id(H1)
	S.eq(seeded_press(ivy, "alone.hard.3", 23), 4, "the deal and the three bots drawn from the seed")
	S.eq(svc():info(id).phase, "playing", "the match started")
	S.eq(#svc():publicState(id).handSizes, 4, "four hands dealt")
	box_whole(ivy, id)
	local seen = {challenge_windows = 0, modify_windows = 0, challenges = 0, modifiers = 0}
	checks = 0
	hts_until(id, {ivy}, function() return over(id) end, 600, seen)
	minetest.log("action", ("[game_tables_test] Here to Slay: %d challenge windows, %d Modifier windows answered; %d Challenges, %d Modifiers played by the stand-in; the box counted whole %d times")
		:format(seen.challenge_windows, seen.modify_windows, seen.challenges, seen.modifiers, checks))
	S.ok(checks >= 100, "the box was counted after every step (" .. checks .. " times)")
	S.ok(seen.challenge_windows >= 1, "a challenge window was answered")
	S.ok(seen.modify_windows >= 1, "a Modifier window was answered")
	S.ok(seen.challenges >= 1, "the stand-in challenged a card")
	S.ok(seen.modifiers >= 1, "the stand-in played a Modifier")
	S.eq(svc():info(id).phase, "result", "the match is over")
	local screen = S.screen(ivy)
	S.ok(screen.result, "the match's result is shown")
	S.eq(#screen.result.seats, 4, "the result lays four Parties open")
end)

S.test(12, "two players stake on a Here to Slay match: the pot is held, then paid once to the winner", function()
	local jo, kit = S.player("jo"), S.player("kit")
	S.give(jo, "default:mese_crystal 3")
	S.give(kit, "default:mese_crystal 3")
	S.four_chairs(jo, H2, "here_to_slay")
	local id = S.table_id(H2)
	S.sit_at(jo, H2, 0, -1)
	S.sit_at(kit, H2, 0, 1)
	S.ok(game_tables.offer("jo", "default:mese_crystal 3"), "jo offers")
	S.ok(game_tables.offer("kit", "default:mese_crystal 3"), "kit offers")
	S.press(jo, "start")
	S.press(kit, "start")
	S.eq(svc():info(id).phase, "playing", "the match started")
	S.eq(#svc():publicState(id).handSizes, 2, "two hands dealt")
	S.eq(S.count(jo, "default:mese_crystal") + S.count(kit, "default:mese_crystal"), 0, "the pot is in escrow")
	-- A few turns by the buttons (every card kept), then whoever trails resigns, unless it is over.
	hts_until(id, {jo, kit}, function()
		local pub = svc():publicState(id)
		return over(id) or (pub ~= nil and pub.phase == "play" and pub.turn >= 0 and S.screen(jo).game ~= nil and #S.screen(jo).game.events >= 8)
	end, 120)
	local pub = svc():publicState(id)
	local loser = (pub == nil or pub.scores[1] >= pub.scores[2]) and kit or jo
	if svc():info(id).phase ~= "result" then S.resign(loser) end
	S.eq(svc():info(id).phase, "result", "the match is over")
	local winner = loser == kit and jo or kit
	-- Paid once: more steps and ticks change nothing.
	for _ = 1, 5 do svc():tick(); coroutine.yield() end
	S.eq(S.count(winner, "default:mese_crystal"), 6, "the winner has the pot")
	S.eq(S.count(loser, "default:mese_crystal"), 0, "the loser's stake stays lost")
end)

S.test(12, "the owner lifts the Here to Slay board mid-match: the match goes with the board item, and fitting it again resumes it", function()
	local lou = S.player("lou")
	S.four_chairs(lou, H3, "here_to_slay")
	local id = S.table_id(H3)
	S.sit_at(lou, H3, 0, -1)
	S.press(lou, "alone.hard.3")
	S.eq(svc():info(id).phase, "playing", "the match started")
	hts_until(id, {lou}, function()
		local pub = svc():publicState(id)
		return over(id) or (pub ~= nil and pub.phase == "play" and S.screen(lou).game ~= nil and #S.screen(lou).game.events >= 8)
	end, 120)
	S.ok(not over(id), "still playing")
	local before = svc():publicState(id)
	local main_before = box(lou, id)
	S.eq(main_before, MAIN, "every card before the lift")
	lou:set_pos(vector.offset(H3, 0, 0, -2))
	S.ok(S.dig(lou, H3), "the owner lifts the board")
	S.eq(minetest.get_node(H3).name, "game_tables:small_game_table_apple", "the bare table")
	S.eq(svc():info(id).board, "", "the table has no board")
	local board
	for i, s in ipairs(lou.inv:get_list("main")) do
		if s:get_name() == "game_tables:here_to_slay_board" then board, lou.wield_index = s, i end
	end
	S.ok(board, "the board is back with its owner")
	S.eq(board:get_meta():get_string("game_tables:snapshot"):sub(1, 4), "GT2.", "the four-seat match is on the board item")
	-- Up from the chair, four chairs at another table, the board fitted from a chair there.
	lou.control = {sneak = true}
	S.wait_until("lou stands", function() return lou.physics.speed == 1 end, 5)
	lou.control = {}
	S.floor(H4, 3)
	lou:set_pos(vector.offset(H4, 0, 0, -2))
	S.place(lou, "game_tables:small_game_table_pine", H4)
	for _, d in ipairs({{0, -1}, {0, 1}, {1, 0}, {-1, 0}}) do
		lou:set_pos(vector.offset(H4, d[1] * 2, 0, d[2] * 2))
		S.place(lou, "game_tables:game_chair_pine", vector.offset(H4, d[1], 0, d[2]))
	end
	S.sit_at(lou, H4, 0, -1)
	for i, s in ipairs(lou.inv:get_list("main")) do
		if s:get_name() == "game_tables:here_to_slay_board" then lou.wield_index = i end
	end
	S.use_on(lou, H4)
	S.eq(minetest.get_node(H4).name, "game_tables:small_game_table_pine_fitted_here_to_slay", "fitted")
	local id4 = S.table_id(H4)
	S.eq(svc():info(id4).phase, "playing", "the match resumed")
	local after = svc():publicState(id4)
	S.eq(after.matchId, before.matchId, "the same match")
	S.eq(table.concat(after.handSizes, ","), table.concat(before.handSizes, ","), "the same hands")
	S.eq(table.concat(after.scores, ","), table.concat(before.scores, ","), "the same Monsters slain")
	S.eq(after.piles[1].count .. "/" .. after.piles[2].count, before.piles[1].count .. "/" .. before.piles[2].count, "the same piles")
	box_whole(lou, id4)
	-- And it plays on to its end.
	hts_until(id4, {lou}, function() return over(id4) end, 600)
	S.eq(svc():info(id4).phase, "result", "the resumed match is over")
end)
