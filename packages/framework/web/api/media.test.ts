import { describe, expect, it } from 'vitest';
import { mediaUrl, thumbUrl, uploadProblem } from './media';

// The product host the build names (vite's define).
(globalThis as Record<string, unknown>).__API_HOST__ = 'https://console.example';

describe('mediaUrl', () => {
  it('uses links holding //, gives protocol-relative ones https, and puts uploads on the product host', () => {
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(mediaUrl('//cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(mediaUrl('/uploads/u/1/202611/abcdefghijklmnopqrstuv.jpg')).toBe(
      'https://console.example/uploads/u/1/202611/abcdefghijklmnopqrstuv.jpg',
    );
    expect(mediaUrl('uploads/a.png')).toBeUndefined();
    expect(mediaUrl('javascript:alert(1)')).toBeUndefined();
    expect(mediaUrl(null)).toBeUndefined();
  });

  it('finds an uploaded image’s thumbnail, and shows other pictures as they are', () => {
    expect(thumbUrl('/uploads/u/1/202611/abcdefghijklmnopqrstuv.jpg')).toMatch(
      /abcdefghijklmnopqrstuv_t\.webp$/,
    );
    expect(thumbUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(thumbUrl('/uploads/u/1/202611/abcdefghijklmnopqrstuv.pdf')).toMatch(/\.pdf$/);
  });
});

describe('uploadProblem', () => {
  it('refuses a name of another type or a file over the limit before sending', () => {
    expect(uploadProblem({ name: 'logo.PNG', size: 1000 }, 'image')).toBeUndefined();
    expect(uploadProblem({ name: 'logo.svg', size: 1000 }, 'image')).toBe('type');
    expect(uploadProblem({ name: 'big.jpg', size: 11 * 1024 * 1024 }, 'image')).toBe('size');
    expect(uploadProblem({ name: 'app.apk', size: 50 * 1024 * 1024 }, 'file')).toBeUndefined();
    expect(uploadProblem({ name: 'setup.exe', size: 10 }, 'file')).toBe('type');
  });
});
