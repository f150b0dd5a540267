-- Shared wrk done(): writes requests/s and latency percentiles as JSON to $WRK_JSON.
done = function(summary, latency, requests)
  local s = summary.duration / 1e6
  local e = summary.errors
  local f = assert(io.open(os.getenv("WRK_JSON"), "w"))
  f:write(string.format(
    '{"requests":%d,"duration_s":%.3f,"requests_per_s":%.1f,"p50_ms":%.3f,"p90_ms":%.3f,"p99_ms":%.3f,'
      .. '"max_ms":%.3f,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\n',
    summary.requests, s, summary.requests / s, latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000, e.connect, e.read, e.write, e.status, e.timeout))
  f:close()
end
