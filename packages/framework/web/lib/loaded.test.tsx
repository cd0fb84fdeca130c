import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loaded } from './loaded';

function Hello({ name }: { readonly name: string }) {
  return <b>hello {name}</b>;
}

describe('loaded', () => {
  it('draws its placeholder until the chunk is there, then the component in the same render', async () => {
    let asked = 0;
    const Lazy = loaded(
      async () => {
        asked += 1;
        return Hello;
      },
      <i>wait</i>,
    );
    expect(renderToString(<Lazy name="盐" />)).toBe('<i>wait</i>');
    await Lazy.preload();
    await Lazy.preload();
    expect(asked).toBe(1);
    expect(renderToString(<Lazy name="盐" />)).toBe('<b>hello <!-- -->盐</b>');
  });

  it('throws a chunk that failed to its error boundary once, and fetches it again when asked', async () => {
    let fail = true;
    const Lazy = loaded(async () => {
      if (fail) throw new Error('chunk gone');
      return Hello;
    });
    await Lazy.preload();
    expect(() => renderToString(<Lazy name="a" />)).toThrow('chunk gone');
    // The boundary's retry draws it again: the placeholder while it is fetched anew.
    expect(renderToString(<Lazy name="a" />)).toBe('');
    fail = false;
    await Lazy.preload();
    expect(renderToString(<Lazy name="a" />)).toBe('<b>hello <!-- -->a</b>');
  });
});
