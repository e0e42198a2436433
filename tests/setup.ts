import "@testing-library/jest-dom";

// Passwords are hashed with a cheap scrypt under jest only (lib/auth/password.ts; production's
// full cost is checked by tests/unit/password-hash.test.ts).
process.env.TEST_CHEAP_PASSWORD_HASH = "1";
