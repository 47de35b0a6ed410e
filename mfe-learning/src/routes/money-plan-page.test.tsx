import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../test/render-route';

// The planner in the browser: the totals come from the form's own boxes, and a visitor's plan is kept here.
const box = (container: HTMLElement, name: string) => container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const total = (container: HTMLElement, which: string) => container.querySelector(`[data-total="${which}"]`)?.textContent;

afterEach(() => localStorage.clear());

describe('/money-plan in the browser', () => {
  it('adds up what is in the boxes as it is typed, and keeps a visitor’s plan in this browser', async () => {
    const { container } = await renderRoute('/money-plan');
    await userEvent.type(box(container, 'week1.releaseCard'), '200');
    await userEvent.type(box(container, 'week1.housing'), '150.25');
    expect(total(container, 'in')).toBe('$200.00');
    expect(total(container, 'left')).toBe('$49.75');
    expect(JSON.parse(localStorage.getItem('reentry.money-plan') ?? '{}')).toMatchObject({ 'week1.releaseCard': '200', 'week1.housing': '150.25' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear my plan' }));
    expect(box(container, 'week1.releaseCard').value).toBe('');
    expect(total(container, 'in')).toBe('$0.00');
    expect(localStorage.getItem('reentry.money-plan')).toBeNull();
  });

  it('puts a kept plan back into the boxes once the page runs', async () => {
    localStorage.setItem('reentry.money-plan', JSON.stringify({ 'week1.pay': '300', 'week2.food': '40' }));
    const { container } = await renderRoute('/money-plan');
    expect(box(container, 'week1.pay').value).toBe('300');
    expect(total(container, 'in')).toBe('$300.00');
    expect(total(container, 'left')).toBe('$260.00');
  });

  it('a box changed without a key (an assistive technology, a replayed event) adds up too', async () => {
    const { container } = await renderRoute('/money-plan');
    const pay = box(container, 'week3.pay');
    pay.value = '12.50';
    await act(async () => void fireEvent.input(pay));
    expect(total(container, 'in')).toBe('$12.50');
  });

  it('a bad amount stops the send, says what is wrong next to the box and puts the focus there', async () => {
    const { container, requests } = await renderRoute('/money-plan');
    await userEvent.type(box(container, 'week1.releaseCard'), '10');
    box(container, 'week2.pay').value = 'lots';
    await userEvent.click(screen.getByRole('button', { name: 'Add it up' }));
    expect(document.activeElement).toBe(box(container, 'week2.pay'));
    expect(box(container, 'week2.pay').getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
