-- wrk script: POST /v1/payments with a unique X-Idempotency-Key and merchant_order_id per request.
local account = os.getenv("SANDBOX_ACCOUNT")
local prefix = ""
local n = 0
local threads = {}
setup = function(thread)
  thread:set("tid", #threads + 1)
  table.insert(threads, thread)
end
init = function(args)
  prefix = string.format("bench-%d-%d-%d-", os.time(), tid or 0, math.random(1, 1000000000))
end
local head = '{"account_id":"' .. account .. '","merchant_order_id":"'
local tail = '","description":"Benchmark purchase",'
  .. '"country":"CO","workflow":"DIRECT","amount":{"currency":"COP","value":25000},'
  .. '"payment_method":{"type":"CARD","detail":{"card":{"capture":true,"card_data":{"number":"4111111111111111",'
  .. '"expiration_month":11,"expiration_year":30,"security_code":"123","holder_name":"Ana Garcia"}}}}}'
request = function()
  n = n + 1
  local headers = {
    ["Content-Type"] = "application/json",
    ["public-api-key"] = os.getenv("SANDBOX_PUBLIC_KEY") or "sandbox_paydesk_public",
    ["private-secret-key"] = os.getenv("SANDBOX_SECRET_KEY") or "sandbox_paydesk_secret",
    ["X-Idempotency-Key"] = prefix .. n,
  }
  return wrk.format("POST", "/v1/payments", headers, head .. prefix .. n .. tail)
end
dofile(os.getenv("BENCH_DIR") .. "/sandbox-report.lua")
