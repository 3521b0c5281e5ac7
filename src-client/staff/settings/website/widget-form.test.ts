import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../src-shared/schemas/settings';
import { widgetFormValues, widgetSnippet, ZWidgetForm } from './widget-form';

describe('the widget form', () => {
  it('reads the websites one a line, as origins, without repeats', () => {
    const values = { ...widgetFormValues(DEFAULT_SETTINGS.website), allowedOrigins: 'www.example.org\n\n  https://friends.example/adopt \nwww.example.org' };
    expect(ZWidgetForm.parse(values).allowedOrigins).toEqual(['https://www.example.org', 'https://friends.example']);
  });

  it('refuses a line that is no web address, under the box', () => {
    const result = ZWidgetForm.safeParse({ ...widgetFormValues(DEFAULT_SETTINGS.website), allowedOrigins: 'ftp://files.example' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['allowedOrigins'], message: expect.stringMatching(/http:\/\/ or https:\/\//) });
  });

  it('shows the saved list one a line', () => {
    expect(widgetFormValues({ ...DEFAULT_SETTINGS.website, allowedOrigins: ['https://a.example', 'https://b.example'] }).allowedOrigins).toBe(
      'https://a.example\nhttps://b.example',
    );
  });

  it('writes the one-line snippet for the server', () => {
    expect(widgetSnippet('https://shelter.example')).toBe('<script async src="https://shelter.example/widget.js" data-shelter-adoptables></script>');
  });
});
