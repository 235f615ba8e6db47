import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

describe('redirectTarget', () => {
  it('returns to the page the guard saved', () => {
    expect(redirectTarget({ from: { pathname: '/venues', search: '?page=2', hash: '#top' } })).toBe(
      '/venues?page=2#top',
    );
  });

  it('falls back to the dashboard', () => {
    expect(redirectTarget(undefined)).toBe('/dashboard');
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({})).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/logout' } })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/login' } })).toBe('/dashboard');
  });

  it('never leaves the app', () => {
    expect(redirectTarget({ from: { pathname: '//evil.example' } })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: 'https://evil.example' } })).toBe('/dashboard');
  });
});
