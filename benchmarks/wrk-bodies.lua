-- wrk script: POST the request bodies of the file named by the BODIES environment variable, one per line, in turn.
local bodies = {}
for line in io.lines(os.getenv("BODIES")) do
  bodies[#bodies + 1] = line
end
local i = 0
request = function()
  i = i % #bodies + 1
  return wrk.format("POST", nil, {["Content-Type"] = "application/json"}, bodies[i])
end
