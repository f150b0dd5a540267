-- wrk script: GET /v1/payments/{id} over demo payment ids read from $SANDBOX_IDS.
local ids = {}
for line in io.lines(os.getenv("SANDBOX_IDS")) do ids[#ids + 1] = line end
local headers = {
  ["public-api-key"] = os.getenv("SANDBOX_PUBLIC_KEY") or "sandbox_paydesk_public",
  ["private-secret-key"] = os.getenv("SANDBOX_SECRET_KEY") or "sandbox_paydesk_secret",
}
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", "/v1/payments/" .. ids[(i % #ids) + 1], headers)
end
dofile(os.getenv("BENCH_DIR") .. "/sandbox-report.lua")
