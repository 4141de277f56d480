import type { ImagePort } from '@core';
import { defaultConfig } from '../config/default-config';
import { httpBindings } from './http-bindings';

describe("the HTTP bindings' pictures", () => {
  it("name the site's own /images, never the image library's origin (decision 0022)", () => {
    const config = defaultConfig('http://services.test', 'https://www.uzfc.example/');
    const images = httpBindings(config).images?.() as ImagePort;
    expect(images.url('news-01', 400, 225, 'cover')).toBe(
      'https://www.uzfc.example/images/v2/news-01/400x225?fit=cover',
    );
  });
});
