import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { useViewModel } from './use-view-model';
import { type StartSchedule, StartScheduleProvider } from '../scheduling';

function makeVm(log: string[], name: string) {
  log.push(`make ${name}`);
  return {
    name,
    start: () => {
      log.push(`start ${name}`);
      return () => log.push(`stop ${name}`);
    },
  };
}

function Probe({ log, name }: { log: string[]; name: string }) {
  const vm = useViewModel(() => makeVm(log, name), [name]);
  return <p>{vm.name}</p>;
}

describe('useViewModel', () => {
  it('makes the view model once, starts it in an effect and stops it on unmount', () => {
    const log: string[] = [];
    const { unmount } = render(<Probe log={log} name="a" />);
    expect(screen.getByText('a')).toBeInTheDocument();
    unmount();
    expect(log).toEqual(['make a', 'start a', 'stop a']);
  });

  it('under StrictMode every start is matched by a stop', () => {
    const log: string[] = [];
    const { unmount } = render(
      <StrictMode>
        <Probe log={log} name="a" />
      </StrictMode>,
    );
    unmount();
    expect(log.filter((l) => l.startsWith('start')).length).toBe(log.filter((l) => l.startsWith('stop')).length);
  });

  it('a new key makes and starts a new view model and stops the old one', () => {
    const log: string[] = [];
    const { rerender } = render(<Probe log={log} name="a" />);
    rerender(<Probe log={log} name="b" />);
    expect(screen.getByText('b')).toBeInTheDocument();
    expect(log).toEqual(['make a', 'start a', 'make b', 'stop a', 'start b']);
  });

  it('starts when the schedule in context says, and never starts a view model unmounted before then', () => {
    const log: string[] = [];
    const pending: (() => void)[] = [];
    const laterFor =
      (to: string[]): StartSchedule =>
      (start) => {
        pending.push(start);
        return () => to.push('cancelled');
      };
    const { unmount } = render(
      <StartScheduleProvider value={laterFor(log)}>
        <Probe log={log} name="a" />
      </StartScheduleProvider>,
    );
    expect(log).toEqual(['make a']);
    pending.shift()!();
    expect(log).toEqual(['make a', 'start a']);
    unmount();
    expect(log).toEqual(['make a', 'start a', 'cancelled', 'stop a']);

    const early: string[] = [];
    const second = render(
      <StartScheduleProvider value={laterFor(early)}>
        <Probe log={early} name="b" />
      </StartScheduleProvider>,
    );
    second.unmount();
    pending.shift()!(); // its turn comes after it went away
    expect(early).toEqual(['make b', 'cancelled']);
  });
});
