// The clipboard page's one script (clipboard.html): a press reads the clipboard into the output.
document.getElementById('read').addEventListener('click', () => {
  const output = document.getElementById('clipboard');
  navigator.clipboard.readText().then(
    (text) => (output.textContent = `holds: ${text}`),
    (error) => (output.textContent = `refused: ${error.name}`),
  );
});
