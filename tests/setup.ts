import "@testing-library/jest-dom";
import { stopStatsTimer } from "@/lib/stats/batch-state";

// The statistics' flush timer (lib/stats/counter.ts) stops with the test file that started it.
afterAll(stopStatsTimer);

// Passwords are hashed with a cheap scrypt under jest only (lib/auth/password.ts; production's
// full cost is checked by tests/unit/password-hash.test.ts).
process.env.TEST_CHEAP_PASSWORD_HASH = "1";
