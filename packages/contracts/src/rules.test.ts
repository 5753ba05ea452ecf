import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailRule, optionalText, publicUrlRule, requiredText } from './rules';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('field rules', () => {
  it('trims values before checking them', () => {
    expect(requiredText(2).parse('  Ann  ')).toBe('Ann');
    expect(emailRule.parse('  fan@example.com ')).toBe('fan@example.com');
  });

  it('reports a blank or missing value as required', () => {
    expect(firstMessage(requiredText(2), '   ')).toBe('validation.required');
    expect(firstMessage(requiredText(2), undefined)).toBe('validation.required');
    expect(firstMessage(requiredText(2), null)).toBe('validation.required');
  });

  it('reports too short and too long with the limit', () => {
    expect(firstMessage(requiredText(2), 'a')).toBe('validation.min:2');
    expect(firstMessage(requiredText(2), 'a'.repeat(256))).toBe('validation.max:255');
    expect(requiredText(2).parse('a'.repeat(255))).toHaveLength(255);
  });

  it('reports a wrong type as invalid rather than required', () => {
    expect(firstMessage(requiredText(2), 42)).toBe('validation.invalid');
    expect(firstMessage(requiredText(2), ['ab'])).toBe('validation.invalid');
  });

  it('checks emails and links', () => {
    expect(firstMessage(emailRule, 'not-an-email')).toBe('validation.email');
    expect(firstMessage(emailRule, `${'a'.repeat(250)}@b.com`)).toBe('validation.max:255');
    expect(firstMessage(publicUrlRule, 'http://192.168.0.1/x')).toBe('validation.url');
    expect(publicUrlRule.parse(' https://twitch.tv/x ')).toBe('https://twitch.tv/x');
  });

  it('treats a blank optional text as absent', () => {
    const schema = z.object({ comments: optionalText(2) });
    expect(schema.parse({ comments: '   ' })).toEqual({});
    expect(schema.parse({})).toEqual({});
    expect(firstMessage(schema, { comments: 'a' })).toBe('validation.min:2');
  });
});
