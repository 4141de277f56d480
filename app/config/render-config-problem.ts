/**
 * A bad deployment setting stops start-up with a readable page naming it, not a
 * blank screen. Plain DOM on purpose: React is not needed to say what is wrong.
 */
export function renderConfigProblem(root: HTMLElement, problems: readonly string[]): void {
  console.error('UZFC start-up stopped:', problems.join('; '));
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.style.cssText = 'font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0b1d3a';
  const h1 = document.createElement('h1');
  h1.textContent = 'The site is not configured correctly';
  const list = document.createElement('ul');
  for (const p of problems) {
    const li = document.createElement('li');
    li.textContent = p;
    list.append(li);
  }
  main.append(h1, list);
  root.replaceChildren(main);
}
