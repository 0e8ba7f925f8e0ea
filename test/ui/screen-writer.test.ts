import {describe, expect, it} from 'vitest';
import {ScreenWriter} from '../../source/ui/terminal/screen-writer.js';
import type {Line} from '../../source/view/style.js';

/** A tiny terminal: enough of VT100 to replay what the writer sends. */
function terminal(cols: number, rows: number) {
  const cells = Array.from({length: rows}, () => Array.from({length: cols}, () => ' '));
  let row = 0;
  let col = 0;
  const feed = (text: string) => {
    const pattern = /\u001B\[([0-9;]*)([A-Za-z])|([^\u001B])/gu;
    for (const match of text.matchAll(pattern)) {
      if (match[3] !== undefined) {
        if (row < rows && col < cols) cells[row][col] = match[3];
        col++;
        continue;
      }
      const args = match[1].split(';').filter(Boolean).map(Number);
      switch (match[2]) {
        case 'H':
          row = (args[0] ?? 1) - 1;
          col = (args[1] ?? 1) - 1;
          break;
        case 'J':
          for (const line of cells) line.fill(' ');
          break;
        case 'K':
          for (let index = col; index < cols; index++) cells[row][index] = ' ';
          break;
        default:
          break;
      }
    }
  };
  return {feed, text: () => cells.map((line) => line.join('').trimEnd()).join('\n')};
}

const frame = (...texts: string[]): Line[] => texts.map((text) => [{text}]);

describe('screen writer', () => {
  it('draws the first frame whole and then only what changed', () => {
    let sent = '';
    const screen = terminal(40, 6);
    const writer = new ScreenWriter((text) => {
      sent = text;
      screen.feed(text);
    });
    writer.draw(frame('Staffelpatience  moves 0', '', 'KC QD JS', 'status line'));
    expect(screen.text()).toBe('Staffelpatience  moves 0\n\nKC QD JS\nstatus line\n\n');
    writer.draw(frame('Staffelpatience  moves 1', '', 'KC QD JS', 'status line'));
    expect(screen.text().split('\n')[0]).toBe('Staffelpatience  moves 1');
    expect(sent.length).toBeLessThan(12);
  });

  it('clears what a shorter line or frame leaves behind', () => {
    const screen = terminal(40, 6);
    const writer = new ScreenWriter(screen.feed);
    writer.draw(frame('a long first line', 'second', 'third'));
    writer.draw(frame('short', 'second'));
    expect(screen.text()).toBe('short\nsecond\n\n\n\n');
  });

  it('redraws in full after invalidate (a resize)', () => {
    const screen = terminal(20, 3);
    let sent = '';
    const writer = new ScreenWriter((text) => {
      sent = text;
      screen.feed(text);
    });
    writer.draw(frame('same'));
    writer.invalidate();
    writer.draw(frame('same'));
    expect(sent).toContain('\u001B[2J');
    expect(screen.text()).toBe('same\n\n');
  });

  it('sends style changes only where the style changes', () => {
    let sent = '';
    const writer = new ScreenWriter((text) => {
      sent += text;
    });
    writer.draw([[{text: 'ab', style: {fg: 'red'}}, {text: 'cd', style: {fg: 'red'}}, {text: 'e'}]]);
    expect(sent.match(/\u001B\[(0;)?31m/g)?.length).toBe(1);
  });

  it('adds attributes without a reset, and resets only to take one away', () => {
    let sent = '';
    const writer = new ScreenWriter((text) => {
      sent += text;
    });
    writer.draw([
      [
        {text: 'a', style: {inverse: true}},
        {text: 'b', style: {inverse: true, fg: 'red'}},
        {text: 'c', style: {fg: 'red'}},
      ],
    ]);
    expect(sent).toContain('\u001B[7ma\u001B[31mb\u001B[0;31mc');
  });
});

describe('screen writer: width', () => {
  it('never writes past the last column, so the terminal cannot wrap and scroll', () => {
    let sent = '';
    const writer = new ScreenWriter(
      (text) => {
        sent += text;
      },
      () => 5,
    );
    writer.draw(frame('abcdefgh'));
    expect(sent).toContain('abcde');
    expect(sent).not.toContain('f');
  });
});
