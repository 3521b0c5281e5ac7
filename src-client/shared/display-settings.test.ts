import { describe, expect, it } from 'vitest';
import { checkDisplaySettings, clockOfHourCycle, DEFAULT_DISPLAY_SETTINGS, localeClock, parseDisplaySettings, type TDisplaySettings } from './display-settings';

describe('parseDisplaySettings', () => {
  it('gives the spec defaults when nothing is stored', () => {
    expect(parseDisplaySettings(null)).toEqual({
      theme: 'light',
      defaultPage: 'dashboard',
      recordsPerPage: 25,
      dateFormat: 'MMM D, YYYY',
      clock: localeClock(),
      weightUnit: 'kg',
    });
  });

  it('reads stored choices', () => {
    const stored = JSON.stringify({ theme: 'dark', defaultPage: 'animals', recordsPerPage: 10, dateFormat: 'DD/MM/YYYY', clock: '24-hour', weightUnit: 'lb' });
    expect(parseDisplaySettings(stored)).toEqual({
      theme: 'dark',
      defaultPage: 'animals',
      recordsPerPage: 10,
      dateFormat: 'DD/MM/YYYY',
      clock: '24-hour',
      weightUnit: 'lb',
    });
  });

  it('replaces only the values it cannot use', () => {
    const stored = JSON.stringify({ recordsPerPage: 30, dateFormat: 'YYYY-MM-DD', theme: 7, clock: '13-hour', weightUnit: 'stone' });
    expect(parseDisplaySettings(stored)).toEqual({ ...DEFAULT_DISPLAY_SETTINGS, dateFormat: 'YYYY-MM-DD' });
  });

  it('survives text that is not JSON or not an object', () => {
    expect(parseDisplaySettings('{oops')).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(parseDisplaySettings('"dark"')).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(parseDisplaySettings('null')).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('stores only the choices each setting offers', () => {
    const settings: TDisplaySettings = { ...DEFAULT_DISPLAY_SETTINGS, theme: 'dark', weightUnit: 'lb' };
    expect(checkDisplaySettings(settings)).toEqual(settings);
    expect(() => checkDisplaySettings({ ...settings, recordsPerPage: 30 as TDisplaySettings['recordsPerPage'] })).toThrow('recordsPerPage cannot be 30');
    expect(() => checkDisplaySettings({ ...settings, theme: 'Dark' as TDisplaySettings['theme'] })).toThrow('theme cannot be "Dark"');
  });

  it('starts the clock as the locale counts hours', () => {
    expect(clockOfHourCycle('h23')).toBe('24-hour');
    expect(clockOfHourCycle('h24')).toBe('24-hour');
    expect(clockOfHourCycle('h12')).toBe('12-hour');
    expect(clockOfHourCycle('h11')).toBe('12-hour');
    expect(clockOfHourCycle(undefined)).toBe('12-hour');
  });
});
