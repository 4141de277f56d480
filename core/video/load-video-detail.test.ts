import { err, ok } from '../shared/result';
import type { VideoSearchPage, VideoSummary } from './video-types';
import { makeLoadVideoDetail } from './load-video-detail';

const clip = (videoID: string) => ({ videoID }) as VideoSummary;
const page = (items: VideoSummary[]): VideoSearchPage => ({ items, total: items.length, pageIndex: 0, pageSize: 1 });

describe('makeLoadVideoDetail', () => {
  it('an id asks for that video; null asks for the newest (one item, first page); an empty catalogue is not found', async () => {
    const searches: unknown[] = [];
    const load = (items: VideoSummary[]) =>
      makeLoadVideoDetail({
        video: {
          video: async (id) => ok(clip(id)),
          search: async (q) => {
            searches.push(q);
            return ok(page(items));
          },
        },
      });
    expect(await load([])('v-7')).toEqual(ok(clip('v-7')));
    expect(await load([clip('newest')])(null)).toEqual(ok(clip('newest')));
    expect(searches).toEqual([{ pageIndex: 0, pageSize: 1 }]);
    expect(await load([])(null)).toEqual(err({ code: 'SERVICE.NOT_FOUND', service: 'videos' }));
  });

  it('a failed search is passed through', async () => {
    const load = makeLoadVideoDetail({
      video: {
        video: async () => ok(clip('x')),
        search: async () => err({ code: 'SERVICE.UNAVAILABLE', service: 'videos' }),
      },
    });
    expect(await load(null)).toEqual(err({ code: 'SERVICE.UNAVAILABLE', service: 'videos' }));
  });
});
