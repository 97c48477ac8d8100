import { describe, expect, it } from 'vitest';
import {
  isValidUrl,
  NAME_REQUIRED,
  normaliseUrl,
  URL_INVALID,
  URL_REQUIRED,
  validateSubmission,
} from './validation';

describe('submit form validation (product spec 1 §5)', () => {
  it('needs a name and a url', () => {
    expect(validateSubmission({ name: ' ', url: 'https://a.com' })).toEqual({
      field: 'name',
      message: NAME_REQUIRED,
    });
    expect(validateSubmission({ name: 'Lamp', url: '' })).toEqual({ field: 'url', message: URL_REQUIRED });
  });

  it('needs a valid http(s) URL', () => {
    expect(validateSubmission({ name: 'Lamp', url: 'not a url' })).toEqual({
      field: 'url',
      message: URL_INVALID,
    });
    expect(validateSubmission({ name: 'Lamp', url: 'javascript:alert(1)' })?.field).toBe('url');
    expect(validateSubmission({ name: 'Lamp', url: 'ftp://files.example.com/x' })?.field).toBe('url');
    expect(validateSubmission({ name: 'Lamp', url: 'https://www.amazon.com/dp/B0X' })).toBeNull();
  });

  it('accepts a link typed without https://', () => {
    expect(normaliseUrl('amazon.com/dp/B0X')).toBe('https://amazon.com/dp/B0X');
    expect(normaliseUrl('http://a.com')).toBe('http://a.com');
    expect(validateSubmission({ name: 'Lamp', url: 'amazon.com/dp/B0X' })).toBeNull();
  });

  it('knows valid URLs', () => {
    expect(isValidUrl('https://shop.example/x?y=1')).toBe(true);
    expect(isValidUrl('https://nodot')).toBe(false);
    expect(isValidUrl('http://localhost:3000/x')).toBe(false);
    expect(isValidUrl('https://a.b')).toBe(false);
  });
});
