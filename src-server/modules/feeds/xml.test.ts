import { validate } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml.js';

describe('escapeXml', () => {
  it('escapes the five markup characters, so text and attributes stay well-formed', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    expect(validate(`<t a="${escapeXml(`"'<>&`)}">${escapeXml(`]]></t><x>`)}</t>`)).toBe(true);
  });

  it('drops the control characters XML 1.0 cannot carry, and keeps tabs, line ends and other text', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf')).toBe('abcdef');
    expect(escapeXml('line\tone\r\ntwo — ünïcödé 🐕')).toBe('line\tone\r\ntwo — ünïcödé 🐕');
  });
});
