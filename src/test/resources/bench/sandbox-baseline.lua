-- wrk script: GET /sandbox/clock, the server's floor (no auth, no state), as the baseline.
request = function()
  return wrk.format("GET", "/sandbox/clock")
end
dofile(os.getenv("BENCH_DIR") .. "/sandbox-report.lua")
