import { TestScheduler } from 'rxjs/testing';
import { delayedPageViews, type PageViewRequest } from './page-view-delay';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const req = (path: string, allowed = true): PageViewRequest => ({ path, allowed });

describe('page-view delay (marbles)', () => {
  it('sends the page view 250 ms after the route change', () => {
    scheduler().run(({ cold, expectObservable }) => {
      expectObservable(delayedPageViews(cold('a', { a: req('/news') }))).toBe('250ms n', { n: '/news' });
    });
  });

  it('a second navigation within 250 ms cancels the first view', () => {
    scheduler().run(({ cold, expectObservable }) => {
      // b comes at frame 101; its view at 101 + 250
      expectObservable(delayedPageViews(cold('a 100ms b', { a: req('/news'), b: req('/videos') }))).toBe('351ms v', {
        v: '/videos',
      });
    });
  });

  it('sends nothing while analytics is not allowed, and counts the page once it is (accepting starts tracking)', () => {
    scheduler().run(({ cold, expectObservable }) => {
      expectObservable(delayedPageViews(cold('a 1s b', { a: req('/news', false), b: req('/news', true) }))).toBe(
        '1251ms n',
        { n: '/news' },
      );
    });
  });

  it('withdrawing consent within 250 ms cancels the view in waiting', () => {
    scheduler().run(({ cold, expectObservable }) => {
      expectObservable(delayedPageViews(cold('a 100ms b', { a: req('/news'), b: req('/news', false) }))).toBe('');
    });
  });
});
