import type { ServiceToken } from '@core';
import { createBindingContainer } from './binding-container';

const token = <T>(name: string) => Symbol.for(`test.${name}`) as ServiceToken<T>;
const port = token<{ name: string }>('port');
const useCase = token<() => string>('useCase');
const visitor = token<string>('visitor');
const greeting = token<string>('greeting');

const make = () => createBindingContainer();

describe("the composition root's container (the browser's and the site server's)", () => {
  it('gives a constant back as bound', () => {
    const c = make();
    const value = { name: 'news' };
    c.bind(port).toConstantValue(value);
    expect(c.get(port)).toBe(value);
  });

  it('makes a dynamic value once, on first use', () => {
    const c = make();
    const made = vi.fn(() => ({ name: 'made' }));
    c.bind(port).toDynamicValue(made);
    expect(made).not.toHaveBeenCalled();
    expect(c.get(port)).toBe(c.get(port));
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('makes a use case once, from the services bound to its dependencies', () => {
    const c = make();
    c.bind(port).toConstantValue({ name: 'news' });
    const made = vi.fn((p: { name: string }) => () => `use ${p.name}`);
    c.bind(useCase).toResolvedValue(made, [port]);
    expect(c.get(useCase)()).toBe('use news');
    expect(c.get(useCase)).toBe(c.get(useCase));
    expect(made).toHaveBeenCalledTimes(1);
  });

  it("a child sees its parent's bindings, and a root binding takes a dependency the child binds", () => {
    const root = make();
    root.bind(greeting).toResolvedValue((who: string) => `hello ${who}`, [visitor]);
    const child = root.child();
    child.bind(visitor).toConstantValue('fan');
    expect(child.get(greeting)).toBe('hello fan');
  });

  it('the parent never sees what a child binds', () => {
    const root = make();
    root.child().bind(visitor).toConstantValue('fan');
    expect(() => root.get(visitor)).toThrow();
  });

  it("a child's binding wins over its parent's for that child only", () => {
    const root = make();
    root.bind(visitor).toConstantValue('anyone');
    const child = root.child();
    child.bind(visitor).toConstantValue('fan');
    expect(child.get(visitor)).toBe('fan');
    expect(root.get(visitor)).toBe('anyone');
    expect(root.child().get(visitor)).toBe('anyone');
  });

  it('asking for a token nothing binds is a wiring mistake that throws, naming the token', () => {
    expect(() => make().get(visitor)).toThrow('test.visitor');
  });

  it("two requests' children: a root binding over what each child binds is made from each child's own", () => {
    const root = make();
    const made = vi.fn((who: string) => `hello ${who}`);
    root.bind(greeting).toResolvedValue(made, [visitor]);
    const first = root.child();
    first.bind(visitor).toConstantValue('first fan');
    const second = root.child();
    second.bind(visitor).toConstantValue('second fan');
    expect(first.get(greeting)).toBe('hello first fan');
    expect(second.get(greeting)).toBe('hello second fan');
    expect(first.get(greeting)).toBe('hello first fan');
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('a port made by a factory is made once for the root and every child', () => {
    const root = make();
    const made = vi.fn(() => ({ name: 'news' }));
    root.bind(port).toDynamicValue(made);
    expect(root.child().get(port)).toBe(root.child().get(port));
    expect(root.get(port)).toBe(root.child().get(port));
    expect(made).toHaveBeenCalledTimes(1);
  });
});
