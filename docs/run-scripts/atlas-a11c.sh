#!/usr/bin/env bash
# atlas-a11c.sh (2026-12-07): atlas-a11b.sh on runs/bin45, whose pages flag rows whose games open in few ways.
B=${B:-runs/bin45} exec "$(dirname "$0")/atlas-a11b.sh"
