// What app/ may use of ui/shared: the service locator the UI reads the container through.
export { ViewModels, type ServiceLocator } from './services/service-tokens';
export { UseCases, useCase } from './services/use-case-tokens';
export { ServicesProvider, useService } from './services/services-context';
export { useViewModel, type StartableVm } from './view-models/use-view-model';
export {
  PageSeedProvider,
  usePageSeed,
  type PageData,
  type PageHead,
  type ServerLoad,
  type ServerLoadArgs,
  type ServerRequestContext,
} from './ssr/page-data';
export { settledPage } from './ssr/settled-page';
export { plainCopy } from './view-models/plain-copy';
// every "later" (after hydration, in turns, near the screen, on idle): see its index
export * from './scheduling';
