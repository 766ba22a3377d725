-- The operator-install suite (test/luanti/run-install.mjs): a fresh minetest_game world with the
-- mod copied in as docs/luanti.md says and no game_tables setting, so the tables run on their
-- defaults (a bot thinks 1.2 s a move). A stand-in places a table and two chairs, fits a board,
-- sits and plays a hand against the easy bot to its result, then resigns: the match's result.
-- Only one map block is force-loaded: the server's default max_forceloaded_blocks (16) holds it.
-- Prints PASS/FAIL lines, then "install: N passed, N failed", and shuts the server down.
local S = game_tables_test
local O = vector.new(8, 8, 8) -- inside map block (0,0,0): the table, its floor and both chairs

local function info() return game_tables.service():info(S.table_id(O)) end

local steps = {
	{name = "a table placed, two chairs and a Gin Rummy board fitted", fn = function()
		S.setup_table(S.player("operator_test"), O)
		S.eq(info().board, "gin_rummy", "the tables know the board")
	end},
	{name = "sit down: the lobby offers Play alone", fn = function()
		local p = S.player("operator_test")
		S.seat_south(p, O)
		S.ok(S.has_button(p, "alone.easy"), "Play alone (easy) offered: " .. S.buttons(p))
	end},
	{name = "a hand against the easy bot, played to its result", fn = function()
		local p = S.player("operator_test")
		S.press(p, "alone.easy")
		S.eq(info().phase, "playing", "match started")
		S.play_until({p}, function() return S.has_button(p, "next") or info().phase == "result" end, 300)
		S.ok(S.screen(p).result, "the hand's result shown")
		if info().phase ~= "result" then S.press(p, "next") end
	end},
	-- A whole match at the default bot delay takes 3-4 minutes; the hand above played the moves.
	{name = "the match ends in its result: the player resigns, the bot wins", fn = function()
		local p = S.player("operator_test")
		if info().phase ~= "result" then
			S.play_until({}, function() return S.has_button(p, "resign") end, 60)
			S.resign(p)
		end
		S.eq(info().phase, "result", "match over")
		local screen = S.screen(p)
		S.eq(screen.kind, "result", "the result screen")
		local said = false
		for _, m in ipairs(screen.messages) do said = said or m.key == "tables.match.resigned" end
		S.ok(said, "it says who won by resignation")
	end},
}

minetest.after(0, function()
	minetest.emerge_area(vector.new(0, 0, 0), vector.new(15, 15, 15), function(_, _, remaining)
		if remaining > 0 then return end
		assert(minetest.forceload_block(O, true), "forceload refused")
		S.run_tests(steps, "install")
	end)
end)
