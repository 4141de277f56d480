import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../services/services-context';
import '../styles/global.css';

/** Stories only: in-memory services and a router around a shell surface. */
export function StoryFrame({ children, route = '/' }: { children: ReactNode; route?: string }) {
  return (
    <ServicesProvider services={createMemoryServices()}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </ServicesProvider>
  );
}
