-- Bench mode (scripts/bench/luanti-scale.mjs): K tables, each with a stand-in player playing
-- against a bot, all running at once; K grows in stages. Each stage measures every server step's
-- Lua time (from the first to the last globalstep callback: the service tick, the bots, the
-- screens, the stand-ins' moves) and the step interval, and prints one line per stage:
--   BENCH k=<K> steps=<n> lua_p99=<ms> lua_max=<ms> dt_p99=<ms> dt_max=<ms> moves=<n>
local S = game_tables_test
-- Bot-vs-bot: nobody looks at these tables, so no screen is drawn (the tests check drawing).
S.check_render = false
local STAGES = {}
for v in (minetest.settings:get("game_tables_test.bench_stages") or "50,100,200"):gmatch("%d+") do
	STAGES[#STAGES + 1] = tonumber(v)
end
local LEVEL = minetest.settings:get("game_tables_test.bench_level") or "easy"
local SECONDS = tonumber(minetest.settings:get("game_tables_test.bench_seconds") or "10")
local SPACING = 4
local COLS = 40

local tables = {}
local samples, intervals = {}, {}
local t_start
local measuring = false

table.insert(minetest.registered_globalsteps, 1, function(dtime)
	t_start = minetest.get_us_time()
	if measuring then intervals[#intervals + 1] = dtime * 1000 end
end)

local function pct(list, p)
	if #list == 0 then return 0 end
	local c = table.copy(list)
	table.sort(c)
	return c[math.max(1, math.ceil(#c * p))]
end

local function add_table(i)
	local col, row = (i - 1) % COLS, math.floor((i - 1) / COLS)
	local o = vector.new(col * SPACING, 0, row * SPACING)
	local p = S.player("bench" .. i, vector.offset(o, 0, 0, -2))
	for _, d in ipairs({{0, 0}, {0, -1}, {0, 1}, {0, -2}}) do
		minetest.set_node(vector.offset(o, d[1], -1, d[2]), {name = "default:stone"})
	end
	S.place(p, "game_tables:small_game_table_apple", o)
	S.place(p, "game_tables:game_chair_apple", vector.offset(o, 0, 0, -1))
	S.wield(p, "game_tables:gin_rummy_board")
	S.use_on(p, o)
	S.rightclick(p, vector.offset(o, 0, 0, -1))
	S.press(p, "alone." .. LEVEL)
	p.table_pos = o
	tables[#tables + 1] = p
end

-- The stand-ins think about as long as the bots (the server's bot delay, ±50%), so both seats keep a
-- bot's pace and tables started together do not stay in lockstep.
local PACE = (tonumber(minetest.settings:get("game_tables.bot_delay_ms") or "1200") or 1200) * 1000
local moves = 0
local function play_all()
	local now = minetest.get_us_time()
	for _, p in ipairs(tables) do
		local screen = S.screen(p)
		if screen and screen.token ~= p.seen_token then
			p.seen_token = screen.token
			p.due = now + PACE * (0.5 + math.random())
		end
		if p.due and now >= p.due then
			p.due = nil
			if S.play_turn(p) then moves = moves + 1
			elseif S.has_button(p, "rematch") then S.press(p, "rematch"); moves = moves + 1 end
		end
	end
end

minetest.register_globalstep(function()
	if #tables > 0 then play_all() end
	if t_start and measuring then samples[#samples + 1] = (minetest.get_us_time() - t_start) / 1000 end
end)

local function run()
	local stage = 1
	local function next_stage()
		local k = STAGES[stage]
		if not k then
			-- What drawing a screen would cost if a human sat at each table: a game screen, 500 times.
			local p = tables[1]
			local t = minetest.get_us_time()
			for _ = 1, 500 do game_tables.formspecOf(p.name) end
			print(("BENCH render_ms=%.3f"):format((minetest.get_us_time() - t) / 1000 / 500))
			-- What keeping a table's infotext and table top current costs: the mod redraws the tables
			-- in active blocks every 200 ms. No client is near these, so all K go through the whole
			-- path by hand here, most of them unchanged, as in a running server.
			t = minetest.get_us_time()
			for _ = 1, 20 do
				for _, q in ipairs(tables) do game_tables.refreshTable(q.table_pos) end
			end
			print(("BENCH refresh_all_ms=%.3f tables=%d"):format((minetest.get_us_time() - t) / 1000 / 20, #tables))
			print("BENCH done")
			minetest.request_shutdown("bench done", false, 0)
			return
		end
		local rows = math.ceil(k / COLS)
		minetest.load_area(vector.new(-4, -4, -4), vector.new(math.min(COLS, k) * SPACING + 4, 4, rows * SPACING + 4))
		while #tables < k do add_table(#tables + 1) end
		-- Let the new tables settle for a second, then measure.
		minetest.after(1, function()
			samples, intervals, moves = {}, {}, 0
			measuring = true
			minetest.after(SECONDS, function()
				measuring = false
				local over, total = 0, 0
				for _, v in ipairs(samples) do
					if v > 100 then over = over + 1 end
					total = total + v
				end
				print(("BENCH k=%d steps=%d lua_p99=%.2f lua_max=%.2f dt_p99=%.2f dt_max=%.2f moves=%d lua_p50=%.2f over100=%d lua_total=%.1f"):format(
					k, #samples, pct(samples, 0.99), pct(samples, 1), pct(intervals, 0.99), pct(intervals, 1), moves,
					pct(samples, 0.5), over, total))
				stage = stage + 1
				next_stage()
			end)
		end)
	end
	next_stage()
end

minetest.after(1, run)
