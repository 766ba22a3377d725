-- Tables of more than two players and the second board (issue 12), in the real server: a
-- four-player Uno No Mercy table (one stand-in player, three bots) to the end of a hand with every
-- card kept, a three-player Gin Rummy table (Play alone with two bots) through a hand, and a staked
-- Uno match between two stand-ins (stakes against bots are off in the suite's config). Phase 11:
-- a fresh start after the storage phases, with its own players and tables (z = 8, off the others' row).
local S = game_tables_test
local function svc() return game_tables.service() end

local U1 = vector.new(20, 0, 8)
local G3 = vector.new(40, 0, 8)
local U2 = vector.new(60, 0, 8)

--- A table at `o` with a chair on each side, the board `board` fitted by `owner`.
local function four_chairs(owner, o, board)
	S.floor(o, 3)
	owner:set_pos(vector.offset(o, 0, 0, -2))
	S.place(owner, "game_tables:small_game_table_apple", o)
	for _, d in ipairs({{0, -1}, {0, 1}, {1, 0}, {-1, 0}}) do
		owner:set_pos(vector.offset(o, d[1] * 2, 0, d[2] * 2))
		S.place(owner, "game_tables:game_chair_apple", vector.offset(o, d[1], 0, d[2]))
	end
	owner:set_pos(vector.offset(o, 0, 0, -2))
	S.wield(owner, "game_tables:" .. board .. "_board")
	S.use_on(owner, o)
	-- Each board shows its own top: Gin Rummy's node keeps its old name, another board has its own node.
	local top = board == "gin_rummy" and "" or "_" .. board
	S.eq(minetest.get_node(o).name, "game_tables:small_game_table_apple_fitted" .. top, "board fitted")
end

--- Sits `p` on the chair on side (dx, dz) of the table at `o`.
local function sit_at(p, o, dx, dz)
	p:set_pos(vector.offset(o, dx * 2, 0, dz * 2))
	S.rightclick(p, vector.offset(o, dx, 0, dz))
end

S.four_chairs, S.sit_at = four_chairs, sit_at

--- Every card of the Uno deck is in a hand or a pile (the public state: hand sizes, pile counts).
local function uno_cards(id)
	local pub = svc():publicState(id)
	if not pub then return 168 end
	local n = 0
	for _, h in ipairs(pub.handSizes) do n = n + h end
	for _, p in ipairs(pub.piles) do
		n = n + p.count
		if p.top >= 0 then n = n + 1 end
	end
	return n
end

--- One Uno move for `p` if it has one: catch, a card (calling UNO when it can), a colour, take, draw, keep, next.
local function uno_turn(p)
	local screen = S.screen(p)
	if not screen then return false end
	local pick
	for _, pre in ipairs({"^catch$", "^play%..*%.uno$", "^play%.", "^pick%.", "^take$", "^draw$", "^keep$", "^next$"}) do
		for _, b in ipairs(screen.buttons) do
			if not pick and b.action:find(pre) then pick = b.action end
		end
	end
	if not pick then return false end
	S.press(p, pick)
	return true
end

S.uno_turn = uno_turn

--- Plays Uno for `players` (and ticks the bots) until `done()`, checking the deck after every step.
local function uno_until(id, players, done, timeout)
	local left = S.steps_for(timeout or 180)
	while not done() do
		left = left - 1
		if left < 0 then error("the hand did not finish in time", 0) end
		for _, p in ipairs(players) do uno_turn(p) end
		svc():tick()
		S.eq(uno_cards(id), 168, "cards on the table")
		coroutine.yield()
	end
end

local function hand_over(id)
	local pub = svc():publicState(id)
	return svc():info(id).phase == "result" or (pub ~= nil and pub.phase == "over")
end

S.test(11, "an Uno No Mercy board fits and names its table; Play alone offers Uno's bots, one to three", function()
	local uma = S.player("uma")
	four_chairs(uma, U1, "uno_no_mercy")
	local id = S.table_id(U1)
	S.eq(svc():info(id).board, "uno_no_mercy", "the service plays the Uno board")
	local infotext = minetest.get_meta(U1):get_string("infotext")
	S.ok(infotext:find("Uno No Mercy", 1, true), "the infotext names the game: " .. infotext)
	sit_at(uma, U1, 0, -1)
	for _, a in ipairs({"alone.simple", "alone.hard.2", "alone.hard.3"}) do
		S.ok(S.has_button(uma, a), a .. " offered: " .. S.buttons(uma))
	end
	S.ok(not S.has_button(uma, "alone.easy"), "no Gin Rummy level at an Uno table")
end)

S.test(11, "four at the Uno table (one player, three bots) play a hand to its end; every card is kept", function()
	local uma = S.player("uma")
	local id = S.table_id(U1)
	S.press(uma, "alone.hard.3")
	S.eq(svc():info(id).phase, "playing", "the match started")
	S.eq(#svc():publicState(id).handSizes, 4, "four hands dealt")
	S.eq(uno_cards(id), 168, "168 cards dealt and piled")
	uno_until(id, {uma}, function() return hand_over(id) end)
	local screen = S.screen(uma)
	S.ok(screen.result, "the hand's result is shown")
	S.eq(#screen.result.seats, 4, "the result lays four hands open")
	-- The next hand (or the match result) follows.
	uno_until(id, {uma}, function()
		local pub = svc():publicState(id)
		return svc():info(id).phase == "result" or (pub ~= nil and pub.handNumber >= 2 and pub.phase ~= "over")
	end)
end)

S.test(11, "three at a Gin Rummy table (Play alone with two bots) play a hand", function()
	local vic = S.player("vic")
	four_chairs(vic, G3, "gin_rummy")
	local id = S.table_id(G3)
	sit_at(vic, G3, 0, -1)
	S.ok(S.has_button(vic, "alone.easy.2"), "Play alone with two bots: " .. S.buttons(vic))
	S.press(vic, "alone.easy.2")
	S.eq(svc():info(id).phase, "playing", "the match started")
	local pub = svc():publicState(id)
	S.eq(#pub.handSizes, 3, "three hands")
	S.eq(pub.handSizes[1] + pub.handSizes[2] + pub.handSizes[3], 21, "seven cards each")
	S.play_until({vic}, function()
		local p = svc():publicState(id)
		return svc():info(id).phase == "result" or (p ~= nil and (p.phase == "over" or p.handNumber >= 2))
	end, 180)
end)

S.test(11, "two players stake on an Uno match: the pot is held, then paid once to the winner", function()
	local wes, xia = S.player("wes"), S.player("xia")
	S.give(wes, "default:mese_crystal 3")
	S.give(xia, "default:mese_crystal 3")
	four_chairs(wes, U2, "uno_no_mercy")
	local id = S.table_id(U2)
	sit_at(wes, U2, 0, -1)
	sit_at(xia, U2, 0, 1)
	S.ok(game_tables.offer("wes", "default:mese_crystal 3"), "wes offers")
	S.ok(game_tables.offer("xia", "default:mese_crystal 3"), "xia offers")
	S.press(wes, "start")
	S.press(xia, "start")
	S.eq(svc():info(id).phase, "playing", "the match started")
	S.eq(S.count(wes, "default:mese_crystal") + S.count(xia, "default:mese_crystal"), 0, "the pot is in escrow")
	uno_until(id, {wes, xia}, function() return hand_over(id) end)
	-- Whoever trails resigns: the match ends and the pot goes to the other, once.
	local pub = svc():publicState(id)
	local loser = (pub == nil or pub.scores[1] >= pub.scores[2]) and xia or wes
	if svc():info(id).phase ~= "result" then S.resign(loser) end
	S.eq(svc():info(id).phase, "result", "the match is over")
	local winner = loser == xia and wes or xia
	S.eq(S.count(winner, "default:mese_crystal"), 6, "the winner has the pot")
	S.eq(S.count(loser, "default:mese_crystal"), 0, "the loser's stake stays lost")
	-- Lifting the Uno board leaves the bare table; the board goes back to its owner.
	wes:set_pos(vector.offset(U2, 0, 0, -2))
	S.dig(wes, U2)
	S.eq(minetest.get_node(U2).name, "game_tables:small_game_table_apple", "the bare table")
	S.eq(S.count(wes, "game_tables:uno_no_mercy_board"), 1, "the board is back with wes")
end)
