-- Bench mode (scripts/bench/luanti-scale.mjs): K tables, each with a stand-in player playing
-- against BOTS bots of a game (Gin Rummy, Uno No Mercy or Here to Slay; "mixed": the three in
-- turn, table by table, each with its own default bots), all running at once; K grows in
-- stages. Each stage measures every server step's Lua time (from the first to the last globalstep callback: the service tick, the bots, the
-- screens, the stand-ins' moves) and the step interval, and prints one line per stage:
--   BENCH k=<K> steps=<n> lua_p99=<ms> lua_max=<ms> dt_p99=<ms> dt_max=<ms> moves=<n> ... updates=<n>
local S = game_tables_test
-- Bot-vs-bot: nobody looks at these tables, so no screen is drawn (the tests check drawing).
S.check_render = false
local STAGES = {}
for v in (minetest.settings:get("game_tables_test.bench_stages") or "50,100,200"):gmatch("%d+") do
	STAGES[#STAGES + 1] = tonumber(v)
end
local GAME = minetest.settings:get("game_tables_test.bench_game") or "gin"
-- Each game's board and default bots (level, how many); a setting overrides them for one game.
local KINDS = {
	gin = {board = "game_tables:gin_rummy_board", level = "easy", bots = 1},
	uno = {board = "game_tables:uno_no_mercy_board", level = "simple", bots = 3},
	hts = {board = "game_tables:here_to_slay_board", level = "simple", bots = 3},
}
local MIXED = {"gin", "uno", "hts"}
if GAME ~= "mixed" then
	local k = assert(KINDS[GAME], "bench_game: gin, uno, hts or mixed")
	k.level = minetest.settings:get("game_tables_test.bench_level") or k.level
	k.bots = tonumber(minetest.settings:get("game_tables_test.bench_bots") or "") or k.bots
end
--- The game of table i.
local function kind_of(i) return GAME == "mixed" and MIXED[(i - 1) % #MIXED + 1] or GAME end
local SECONDS = tonumber(minetest.settings:get("game_tables_test.bench_seconds") or "10")
local SPACING = 4
local COLS = 40

-- The bench trusts this mod: then a step's CPU time on the server thread is measured too (on a
-- shared machine the wall time also counts the time other processes had the core), and the last
-- stage can be profiled with LuaJIT's sampling profiler into the file bench_profile names.
local ie = S.insecure
local PROFILE = minetest.settings:get("game_tables_test.bench_profile") or ""
local cpu_ms
if ie then
	local ok, ffi = pcall(ie.require, "ffi")
	if ok and ffi then
		pcall(ffi.cdef, "typedef struct { long tv_sec; long tv_nsec; } gt_bench_ts; int clock_gettime(int clk, gt_bench_ts *tp);")
		local ts = ffi.new("gt_bench_ts")
		local C = ffi.C
		cpu_ms = function()
			C.clock_gettime(3, ts) -- CLOCK_THREAD_CPUTIME_ID
			return tonumber(ts.tv_sec) * 1000 + tonumber(ts.tv_nsec) / 1e6
		end
	end
end
-- A small sampling profiler on jit.profile (jit.p itself needs require, which mod security
-- disables): samples by VM state (the GC's share), by function, and by function with three callers.
local profiler
if ie and PROFILE ~= "" then
	local prof = ie.require("jit.profile")
	local self_n, stack_n, vm_n, total = {}, {}, {}, 0
	local trace_n = {stop = 0, abort = 0, flush = 0}
	profiler = {
		start = function()
			-- What the JIT compiler does meanwhile: new traces, aborted ones, whole-cache flushes.
			ie.jit.attach(function(what)
				if trace_n[what] then trace_n[what] = trace_n[what] + 1 end
			end, "trace")
			prof.start("fi1", function(thread, n, vmstate)
				total = total + n
				-- N compiled, I interpreted, C in C code, G garbage collector, J JIT compiler.
				local vm = "vmstate " .. vmstate
				vm_n[vm] = (vm_n[vm] or 0) + n
				local f = prof.dumpstack(thread, "F", 1)
				self_n[f] = (self_n[f] or 0) + n
				local st = prof.dumpstack(thread, "F < ", 4)
				stack_n[st] = (stack_n[st] or 0) + n
			end)
		end,
		stop = function()
			prof.stop()
			local out = ie.io.open(PROFILE, "w")
			out:write(("jit traces stopped %d, aborted %d, flushes %d\n\n"):format(trace_n.stop, trace_n.abort, trace_n.flush))
			for _, t in ipairs({vm_n, self_n, stack_n}) do
				local keys = {}
				for k in pairs(t) do keys[#keys + 1] = k end
				table.sort(keys, function(a, b) return t[a] > t[b] end)
				for i = 1, math.min(40, #keys) do
					out:write(("%5.1f%%  %s\n"):format(100 * t[keys[i]] / total, keys[i]))
				end
				out:write("\n")
			end
			out:close()
		end,
	}
end

-- An allocation profile (bench_alloc names the file): for ALLOC_SECONDS of the last stage the
-- JIT is off and the collector stopped, and a count hook charges the heap's growth since the last
-- hook to the function (and callers) it lands in. Interpreted code allocates a little more than
-- compiled (no allocation sinking); the sources are the same.
local ALLOC_FILE = minetest.settings:get("game_tables_test.bench_alloc") or ""
local ALLOC_SECONDS = 3
local allocprof
if ie and ALLOC_FILE ~= "" then
	local self_kb, stack_kb, total, last = {}, {}, 0, 0
	local getinfo = ie.debug.getinfo
	local function hook()
		local d = collectgarbage("count") - last
		if d > 0 then
			total = total + d
			local i = getinfo(2, "Sl")
			local f = i and (i.short_src:match("[^/]*$") .. ":" .. (i.currentline or 0)) or "?"
			self_kb[f] = (self_kb[f] or 0) + d
			local names = {}
			for l = 2, 10 do
				local j = getinfo(l, "Sn")
				if not j then break end
				names[#names + 1] = (j.name or "?") .. ":" .. (j.linedefined or 0)
			end
			local st = table.concat(names, " < ")
			stack_kb[st] = (stack_kb[st] or 0) + d
		end
		last = collectgarbage("count") -- the hook's own garbage is not charged
	end
	allocprof = {
		start = function()
			ie.jit.off()
			ie.jit.flush()
			collectgarbage("stop")
			last = collectgarbage("count")
			ie.debug.sethook(hook, "", 50)
		end,
		stop = function(screens)
			ie.debug.sethook()
			ie.jit.on()
			collectgarbage("restart")
			local out = ie.io.open(ALLOC_FILE, "w")
			out:write(("allocated %.0f KB, %d new screens: %.1f KB per screen\n\n"):format(total, screens, total / math.max(1, screens)))
			for _, t in ipairs({self_kb, stack_kb}) do
				local keys = {}
				for k in pairs(t) do keys[#keys + 1] = k end
				table.sort(keys, function(a, b) return t[a] > t[b] end)
				for n = 1, math.min(600, #keys) do out:write(("%5.1f%% %7.0f KB  %s\n"):format(100 * t[keys[n]] / total, t[keys[n]], keys[n])) end
				out:write("\n")
			end
			out:close()
		end,
	}
end

local JOURNAL = minetest.get_worldpath() .. "/game_tables.journal"
local last_journal
local function journal_size()
	if not ie then return nil end
	local f = ie.io.open(JOURNAL, "rb")
	if not f then return nil end
	local n = f:seek("end")
	f:close()
	return n
end

local tables = {}
local samples, intervals, cpu_samples = {}, {}, {}
local t_start, c_start
local measuring = false

-- What a step's parts took (wall/CPU ms by the mod whose globalstep ran, the stand-ins' moves, the
-- screens they got), and the Lua heap at its start: a slow step's line names them.
local heap_start, parts, part_order = 0, {}, {}
local step_moves, step_updates = 0, 0
-- The garbage collector: steps in which a cycle ended (the heap fell by more than GC_END_KB) and
-- their CPU ms; and every ALLOC_EVERY-th step runs with the collector stopped, so the heap's growth
-- is what the step allocated (KB per step, and per new screen the stand-ins got).
local GC_END_KB = 4096
-- bench_gc "<pause>,<stepmul>": the collector's settings for the whole run (LuaJIT's are 200,200).
local GC_SETTINGS = minetest.settings:get("game_tables_test.bench_gc") or ""
local gc_pause, gc_stepmul = GC_SETTINGS:match("^(%d+),(%d+)$")
if gc_pause then
	collectgarbage("setpause", tonumber(gc_pause))
	collectgarbage("setstepmul", tonumber(gc_stepmul))
end
local ALLOC_EVERY = 10
local gc_ends, other_cpu, alloc_kb, alloc_updates = {}, {}, 0, 0
local step_no, stopped = 0, false
local alloc_running = false
local first_step = function(dtime)
	t_start = minetest.get_us_time()
	if cpu_ms then c_start = cpu_ms() end
	step_no = step_no + 1
	stopped = measuring and not alloc_running and step_no % ALLOC_EVERY == 0
	if stopped then collectgarbage("stop") end
	heap_start = collectgarbage("count")
	for _, name in ipairs(part_order) do parts[name][1], parts[name][2] = 0, 0 end
	step_moves, step_updates = 0, 0
	if measuring then intervals[#intervals + 1] = dtime * 1000 end
end
table.insert(minetest.registered_globalsteps, 1, first_step)
local last_step
minetest.register_on_mods_loaded(function()
	for i, f in ipairs(minetest.registered_globalsteps) do
		local origin = minetest.callback_origins[f]
		local name = (origin and origin.mod or "?") .. "#" .. i
		if f ~= first_step and f ~= last_step then
			parts[name] = {0, 0}
			part_order[#part_order + 1] = name
			local part = parts[name]
			minetest.registered_globalsteps[i] = function(...)
				local w, c = minetest.get_us_time(), cpu_ms and cpu_ms() or 0
				f(...)
				part[1] = part[1] + (minetest.get_us_time() - w) / 1000
				part[2] = part[2] + (cpu_ms and cpu_ms() or 0) - c
			end
		end
	end
end)
local function parts_text()
	local out = {}
	for _, name in ipairs(part_order) do
		local part = parts[name]
		if part[1] >= 1 then out[#out + 1] = ("%s:%.0f/%.0f"):format(name, part[1], part[2]) end
	end
	return table.concat(out, ",")
end

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
	local k = KINDS[kind_of(i)]
	S.wield(p, k.board)
	S.use_on(p, o)
	S.rightclick(p, vector.offset(o, 0, 0, -1))
	S.press(p, "alone." .. k.level .. (k.bots > 1 and ("." .. k.bots) or ""))
	p.table_pos = o
	p.kind = kind_of(i)
	tables[#tables + 1] = p
end

-- An Uno stand-in plays its first card that plays (a wild or a 7 opens the choice, whose first
-- way it takes on its next turn of thought), else names a colour, takes, draws or keeps.
local function uno_turn(p)
	local screen = S.screen(p)
	if not screen then return false end
	for _, b in ipairs(screen.buttons) do
		local a = b.action
		if a:sub(1, 5) == "play." or a:sub(1, 5) == "pick." then
			S.press(p, a)
			return true
		end
	end
	for _, a in ipairs({"take", "draw", "keep"}) do
		if S.has_button(p, a) then
			S.press(p, a)
			return true
		end
	end
	return false
end
local TURNS = {gin = S.play_turn, uno = uno_turn, hts = S.hts_turn}
local function play_turn(p) return TURNS[p.kind](p) end

-- The stand-ins think about as long as the bots (the server's bot delay, ±50%), so both seats keep a
-- bot's pace and tables started together do not stay in lockstep.
local PACE = (tonumber(minetest.settings:get("game_tables.bot_delay_ms") or "1200") or 1200) * 1000
-- moves: the stand-ins' own moves; updates: new screens the stand-ins got, about one per move at
-- their table (their own and the bots'; also a deal, or a wild's colour choice opening).
local moves, updates = 0, 0
local function play_all()
	local now = minetest.get_us_time()
	for _, p in ipairs(tables) do
		local screen = S.screen(p)
		if screen and screen.token ~= p.seen_token then
			p.seen_token = screen.token
			updates = updates + 1
			p.due = now + PACE * (0.5 + math.random())
		end
		if p.due and now >= p.due then
			p.due = nil
			if play_turn(p) then moves = moves + 1
			elseif S.has_button(p, "rematch") then S.press(p, "rematch"); moves = moves + 1 end
		end
	end
end

last_step = function()
	if #tables > 0 then
		local w, c, m, u = minetest.get_us_time(), cpu_ms and cpu_ms() or 0, moves, updates
		play_all()
		step_moves, step_updates = moves - m, updates - u
		parts.standins = parts.standins or {0, 0}
		parts.standins[1] = (minetest.get_us_time() - w) / 1000
		parts.standins[2] = (cpu_ms and cpu_ms() or 0) - c
	end
	local heap_end = collectgarbage("count")
	if stopped then
		collectgarbage("restart")
		stopped = false
		alloc_kb = alloc_kb + heap_end - heap_start
		alloc_updates = alloc_updates + step_updates
	end
	if t_start and measuring then
		local wall = (minetest.get_us_time() - t_start) / 1000
		samples[#samples + 1] = wall
		if c_start then cpu_samples[#cpu_samples + 1] = cpu_ms() - c_start end
		local cpu = c_start and cpu_samples[#cpu_samples] or -1
		if heap_start - heap_end > GC_END_KB then
			gc_ends[#gc_ends + 1] = cpu
			print(("BENCH gc_end wall=%.1f cpu=%.1f heap_mb=%.1f->%.1f screens=%d"):format(wall, cpu, heap_start / 1024, heap_end / 1024, step_updates))
		else
			other_cpu[#other_cpu + 1] = cpu
		end
		-- A slow step says what it did: the journal shrinking is a compaction (src/tables/persistence/journal.ts).
		local size = journal_size()
		if wall > 100 then
			print(("BENCH slow wall=%.1f cpu=%.1f journal_kb=%d->%d heap_mb=%.1f->%.1f standin_moves=%d screens=%d parts=%s,standins:%.0f/%.0f"):format(wall,
				c_start and cpu_samples[#cpu_samples] or -1, (last_journal or -1) / 1024, (size or -1) / 1024,
				heap_start / 1024, collectgarbage("count") / 1024, step_moves, step_updates, parts_text(),
				parts.standins and parts.standins[1] or 0, parts.standins and parts.standins[2] or 0))
		end
		last_journal = size
	end
end
minetest.register_globalstep(last_step)

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
			samples, intervals, cpu_samples, moves, updates = {}, {}, {}, 0, 0
			gc_ends, other_cpu, alloc_kb, alloc_updates, step_no = {}, {}, 0, 0, 0
			local last = STAGES[stage + 1] == nil
			if profiler and last then profiler.start() end
			if allocprof and last then
				local u0 = updates
				alloc_running = true
				allocprof.start()
				minetest.after(ALLOC_SECONDS, function()
					allocprof.stop(updates - u0)
					alloc_running = false
				end)
			end
			measuring = true
			minetest.after(SECONDS, function()
				measuring = false
				if profiler and last then profiler.stop() end
				local over, total, cpu_total = 0, 0, 0
				for _, v in ipairs(samples) do
					if v > 100 then over = over + 1 end
					total = total + v
				end
				for _, v in ipairs(cpu_samples) do cpu_total = cpu_total + v end
				if #cpu_samples > 0 then
					print(("BENCH cpu k=%d p50=%.2f p99=%.2f max=%.2f total=%.1f"):format(k, pct(cpu_samples, 0.5),
						pct(cpu_samples, 0.99), pct(cpu_samples, 1), cpu_total))
				end
				local gc_total = 0
				for _, v in ipairs(gc_ends) do gc_total = gc_total + v end
				local alloc_steps = math.floor(#samples / ALLOC_EVERY)
				-- The live heap once the stage is measured: a full collection keeps only what is reachable.
				collectgarbage("collect")
				print(("BENCH gc k=%d cycle_ends=%d end_cpu_mean=%.1f end_cpu_max=%.1f other_cpu_p50=%.2f other_cpu_p99=%.2f alloc_kb_per_step=%.0f alloc_kb_per_screen=%.1f live_mb=%.1f"):format(
					k, #gc_ends, #gc_ends > 0 and gc_total / #gc_ends or 0, pct(gc_ends, 1), pct(other_cpu, 0.5), pct(other_cpu, 0.99),
					alloc_steps > 0 and alloc_kb / alloc_steps or 0, alloc_updates > 0 and alloc_kb / alloc_updates or 0, collectgarbage("count") / 1024))
				print(("BENCH k=%d steps=%d lua_p99=%.2f lua_max=%.2f dt_p99=%.2f dt_max=%.2f moves=%d lua_p50=%.2f over100=%d lua_total=%.1f updates=%d"):format(
					k, #samples, pct(samples, 0.99), pct(samples, 1), pct(intervals, 0.99), pct(intervals, 1), moves,
					pct(samples, 0.5), over, total, updates))
				stage = stage + 1
				next_stage()
			end)
		end)
	end
	next_stage()
end

minetest.after(1, run)
