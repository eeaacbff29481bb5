import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cdnImage, cdnUrl, imageCdn, setImageCdn } from '../imageCdn';

afterEach(() => setImageCdn(null));

describe('image CDN (docs/product/display-and-platform.md)', () => {
  it('puts a platform path on the chosen CDN, remembered on the device; other URLs stay', () => {
    expect(cdnUrl('/art/banner/1.jpg')).toBe('/art/banner/1.jpg');
    setImageCdn('https://img.cdn.example');
    expect(localStorage.getItem('imageCdn')).toBe('https://img.cdn.example');
    expect(cdnUrl('/art/banner/1.jpg')).toBe('https://img.cdn.example/art/banner/1.jpg');
    expect(cdnUrl('https://provider.example/x.jpg')).toBe('https://provider.example/x.jpg');
    expect(cdnUrl('//other.example/x.jpg')).toBe('//other.example/x.jpg');
    expect(cdnUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('an <img> whose CDN load fails falls back to the platform’s URL once, and the CDN is dropped', () => {
    setImageCdn('https://img.cdn.example');
    const { container } = render(<img {...cdnImage('/art/banner/1.jpg')} alt="" />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://img.cdn.example/art/banner/1.jpg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/art/banner/1.jpg');
    expect(imageCdn()).toBe('');
    // The platform's own URL failing too is left to the browser (no loop).
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/art/banner/1.jpg');
  });
});
