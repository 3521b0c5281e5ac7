/**
 * SHELTER_LONG_TESTS=1 runs the reliability tests at full length (README, Reliability tests):
 * 20,000 fuzzed requests instead of 2,000, five minutes of load instead of 30 seconds.
 */
export const LONG_TESTS = process.env.SHELTER_LONG_TESTS === '1';
