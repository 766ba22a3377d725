-- The seeded deals of the client suite (client.lua, "Seeded deals"): seven words each, what the
-- table service's random source gives a match's deal. test/luanti/client-deals.test.ts checks
-- that each still deals what is said here.
return {
	-- Gin Rummy, two seats, preset house: seat 0 (the tester) is offered the first upcard; taking
	-- it, a knock with K♥ melds two ways (J♣J♠J♥ with 4♣4♠4♦, or J♣J♠J♥ with 3♦4♦5♦, 10 points of
	-- deadwood either way); the suggested melds win the hand, the others are undercut by the bot.
	knock = {1931178964, 1022359072, 780311382, -1668303852, 69010822, -995305685, -627711076},
	-- Uno No Mercy, four seats, the first preset: seat 1 (the tester) plays first, holding a 7 it
	-- may play (a swap) and a Discard All that leaves it one card (UNO!).
	uno7 = {755868780, 1851354795, -1289202698, -2016543553, 1102156618, -480043401, -2088442813},
}
