/**
 * Wire format of the page tree, pages by path and menus (protocol/pages/pages-wire.ts). The
 * recursive node and menu item are typed by annotation (a lazy schema cannot be inferred); the
 * rest are tied both ways with wireSchema.
 */
import * as z from 'zod/mini';
import type {
  BlockWire,
  MenuItemWire,
  MenusWire,
  PageByPathWire,
  PageNodeWire,
  PageTreeWire,
} from '@protocol/pages/pages-wire';
import { wireSchema, type ItemsReadOneByOne } from '../shared/wire-schema';

const template = z.enum(['Hub', 'Landing', 'Default']);
const redirectWire = z.object({ location: z.string(), status: z.nullish(z.int()) });

export const pageNodeWireSchema: z.ZodMiniType<PageNodeWire> = z.lazy(() =>
  z.object({
    postID: z.string(),
    postTitle: z.string(),
    postStatus: z.string(),
    pageTemplate: template,
    savedTimestamp: z.string(),
    pageOrder: z.number(),
    pageSlug: z.string(),
    fullPath: z.string(),
    publishedDate: z.string(),
    publishedTime: z.string(),
    nestedLevel: z.int(),
    childIds: z.array(z.string()),
    children: z.array(pageNodeWireSchema),
    // the CMS's redirect and route middleware, as on a page by path: absent on most nodes
    redirect: z.nullish(redirectWire),
    middleware: z.nullish(z.array(z.string())),
  }),
);

export const pageTreeWireSchema = wireSchema<PageTreeWire>()(z.object({ pages: z.array(pageNodeWireSchema) }));

const buttonWire = z.object({
  type: z.nullish(z.string()),
  link: z.string(),
  text: z.string(),
  newTab: z.nullish(z.boolean()),
  inline: z.nullish(z.boolean()),
  small: z.nullish(z.boolean()),
  icon: z.nullish(z.string()),
  iconAlignment: z.nullish(z.string()),
  image: z.nullish(z.string()),
});

export const blockWireSchema = wireSchema<BlockWire>()(
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('richText'), html: z.string() }),
    z.object({ type: z.literal('image'), imageKey: z.string(), alt: z.string(), caption: z.nullish(z.string()) }),
    z.object({ type: z.literal('buttons'), buttons: z.array(buttonWire) }),
    z.object({
      type: z.literal('cards'),
      title: z.string(),
      cards: z.array(
        z.object({ title: z.string(), link: z.string(), summary: z.string(), imageKey: z.nullish(z.string()) }),
      ),
    }),
    z.object({ type: z.literal('quote'), text: z.string(), cite: z.string() }),
  ]),
);

/** the blocks are read one by one: an unknown block type from a newer CMS is dropped, not fatal */
export type PageByPathAsRead = Omit<PageByPathWire, 'content'> & {
  readonly content: ItemsReadOneByOne<PageByPathWire['content'], 'blocks'>;
};

export const pageByPathWireSchema = wireSchema<PageByPathAsRead>()(
  z.object({
    page: z.object({
      postID: z.string(),
      postTitle: z.string(),
      postStatus: z.string(),
      pageTemplate: template,
      fullPath: z.string(),
      publishedDate: z.string(),
      publishedTime: z.string(),
      // the CMS's redirect and route middleware: absent on most pages
      redirect: z.nullish(redirectWire),
      middleware: z.nullish(z.array(z.string())),
    }),
    content: z.object({
      summary: z.string(),
      heroImage: z.nullish(z.object({ key: z.string(), alt: z.string() })),
      // an unknown block type from a newer CMS is dropped, not fatal: see pages-http.ts
      blocks: z.array(z.unknown()),
    }),
    children: z.array(
      z.object({
        postID: z.string(),
        postTitle: z.string(),
        fullPath: z.string(),
        summary: z.string(),
        imageKey: z.nullish(z.string()),
      }),
    ),
    breadcrumbs: z.array(z.object({ postTitle: z.string(), fullPath: z.string() })),
  }),
);

export const menuItemWireSchema: z.ZodMiniType<MenuItemWire> = z.lazy(() =>
  z.object({
    label: z.string(),
    link: z.string(),
    newTab: z.nullish(z.boolean()),
    imageKey: z.nullish(z.string()),
    children: z.nullish(z.array(menuItemWireSchema)),
  }),
);

export const menusWireSchema = wireSchema<MenusWire>()(
  z.object({
    menus: z.array(z.object({ slug: z.string(), title: z.optional(z.string()), items: z.array(menuItemWireSchema) })),
  }),
);
