/**
 * Reads one line from the terminal without echoing it (for passwords). Raw mode hands us every key
 * press, so Enter, Backspace and Ctrl-C are handled here; Ctrl-C exits as a shell expects (status 130).
 */
export function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let answer = '';
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const [index, char] of [...chunk].entries()) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          done();
          // Lines typed ahead (before the prompt showed) are kept for the next prompt.
          const rest = [...chunk]
            .slice(index + 1)
            .join('')
            .replace(/^\n/, '');
          if (rest) stdin.unshift(rest, 'utf8');
          resolve(answer);
          return;
        }
        if (char === '\u0003') {
          done();
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') answer = answer.slice(0, -1);
        else if (char >= ' ') answer += char;
      }
    };
    stdin.on('data', onData);
  });
}
