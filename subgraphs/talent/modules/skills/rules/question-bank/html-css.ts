import type { QuestionBank } from "./types";

export const HTML_CSS_BEGINNER: QuestionBank = {
  testId: "html-css-beginner",
  topic: "html-css",
  level: "BEGINNER",
  questions: [
    {
      id: "html-css-beg-01",
      prompt: "Which HTML element marks up the most important (top-level) heading?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "<h1>" },
        { id: "b", text: "<heading>" },
        { id: "c", text: "<head>" },
        { id: "d", text: "<h6>" },
      ],
      correct: ["a"],
      explanation: "Headings run from <h1> (most important) to <h6>; <head> holds document metadata, not a heading.",
    },
    {
      id: "html-css-beg-02",
      prompt: "Which attribute provides a text alternative for an image, read by screen readers and shown if the image fails to load?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "title" },
        { id: "b", text: "caption" },
        { id: "c", text: "alt" },
        { id: "d", text: "label" },
      ],
      correct: ["c"],
      explanation: "The alt attribute is the image's text alternative; title is only an advisory tooltip.",
    },
    {
      id: "html-css-beg-03",
      prompt: "Which CSS property sets the colour of an element's text?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "foreground" },
        { id: "b", text: "text-color" },
        { id: "c", text: "font-color" },
        { id: "d", text: "color" },
      ],
      correct: ["d"],
      explanation: "The color property sets the foreground (text) colour; the other names are not CSS properties.",
    },
    {
      id: "html-css-beg-04",
      prompt: 'Which CSS selector targets the element with id="main"?',
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: ".main" },
        { id: "b", text: "#main" },
        { id: "c", text: "*main" },
        { id: "d", text: "main" },
      ],
      correct: ["b"],
      explanation: "A # prefix selects by id, a . prefix by class, and a bare name selects elements by tag.",
    },
    {
      id: "html-css-beg-05",
      prompt: "Which element creates a hyperlink to another page?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "<a>" },
        { id: "b", text: "<nav>" },
        { id: "c", text: "<href>" },
        { id: "d", text: "<link>" },
      ],
      correct: ["a"],
      explanation: "The anchor element <a href=...> creates a hyperlink; <link> relates external resources such as stylesheets.",
    },
    {
      id: "html-css-beg-06",
      prompt: "Which of these elements are block-level by default? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "<div>" },
        { id: "b", text: "<a>" },
        { id: "c", text: "<span>" },
        { id: "d", text: "<p>" },
      ],
      correct: ["a", "d"],
      explanation: "<div> and <p> display as blocks by default, while <span> and <a> are inline.",
    },
    {
      id: "html-css-beg-07",
      prompt: "In the CSS box model, which area lies between an element's content and its border?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "Padding" },
        { id: "b", text: "Gap" },
        { id: "c", text: "Margin" },
        { id: "d", text: "Outline" },
      ],
      correct: ["a"],
      explanation: "From the inside out the box is content, padding, border, then margin.",
    },
    {
      id: "html-css-beg-08",
      prompt: "Which is the correct way to include an external stylesheet in an HTML page?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "<stylesheet>style.css</stylesheet>" },
        { id: "b", text: '<css href="style.css">' },
        { id: "c", text: '<style src="style.css"></style>' },
        { id: "d", text: '<link rel="stylesheet" href="style.css">' },
      ],
      correct: ["d"],
      explanation: 'External stylesheets are linked with <link rel="stylesheet" href="..."> in the document head.',
    },
    {
      id: "html-css-beg-09",
      prompt: "Which HTML5 element is intended for a block of major navigation links?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "<navigation>" },
        { id: "b", text: "<links>" },
        { id: "c", text: "<nav>" },
        { id: "d", text: "<aside>" },
      ],
      correct: ["c"],
      explanation: "<nav> is the semantic element for major navigation blocks; <navigation> and <links> do not exist.",
    },
    {
      id: "html-css-beg-10",
      prompt: "Which of these are valid ways to write the colour red in CSS? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "rgb(255, 0, 0)" },
        { id: "b", text: "#ff0000" },
        { id: "c", text: "red" },
        { id: "d", text: "#red" },
      ],
      correct: ["a", "b", "c"],
      explanation: "Named colours, hex notation and rgb() are all valid; a hex colour must contain hexadecimal digits only.",
    },
    {
      id: "html-css-beg-11",
      prompt: "What kind of list does the <ol> element create?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "A list of <option> choices for a form" },
        { id: "b", text: "An ordered (numbered) list" },
        { id: "c", text: "A description list of terms and definitions" },
        { id: "d", text: "A bulleted (unordered) list" },
      ],
      correct: ["b"],
      explanation: "<ol> is an ordered list; <ul> is unordered and <dl> is a description list.",
    },
    {
      id: "html-css-beg-12",
      prompt: "Which CSS property sets the space outside an element's border, separating it from neighbouring elements?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "padding" },
        { id: "b", text: "spacing" },
        { id: "c", text: "margin" },
        { id: "d", text: "indent" },
      ],
      correct: ["c"],
      explanation: "Margin is the space outside the border; padding is the space inside it.",
    },
    {
      id: "html-css-beg-13",
      prompt: "Which of these are valid values of the type attribute of <input>? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "date" },
        { id: "b", text: "number" },
        { id: "c", text: "phone" },
        { id: "d", text: "email" },
      ],
      correct: ["a", "b", "d"],
      explanation: 'email, number and date are input types; a telephone field uses type="tel", not "phone".',
    },
    {
      id: "html-css-beg-14",
      prompt: "Which of these is a valid comment in a CSS file?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "# comment" },
        { id: "b", text: "/* comment */" },
        { id: "c", text: "// comment" },
        { id: "d", text: "<!-- comment -->" },
      ],
      correct: ["b"],
      explanation: "CSS only supports /* ... */ comments; // and # are not comment syntax in CSS.",
    },
  ],
};

export const HTML_CSS_INTERMEDIATE: QuestionBank = {
  testId: "html-css-intermediate",
  topic: "html-css",
  level: "INTERMEDIATE",
  questions: [
    {
      id: "html-css-int-01",
      prompt: "With the default box-sizing, what is the rendered width of this box from border edge to border edge?",
      code: `.box {
  width: 200px;
  padding: 20px;
  border: 5px solid black;
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "240px" },
        { id: "b", text: "200px" },
        { id: "c", text: "225px" },
        { id: "d", text: "250px" },
      ],
      correct: ["d"],
      explanation: "With box-sizing: content-box, width sets only the content, so 200 + 2×20 padding + 2×5 border = 250px.",
    },
    {
      id: "html-css-int-02",
      prompt: "Two sibling block elements are stacked vertically. What is the vertical gap between them?",
      code: `<div style="margin-bottom: 30px">First</div>
<div style="margin-top: 20px">Second</div>`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "20px" },
        { id: "b", text: "10px" },
        { id: "c", text: "30px" },
        { id: "d", text: "50px" },
      ],
      correct: ["c"],
      explanation: "Adjacent vertical margins of block siblings collapse to the larger of the two, 30px.",
    },
    {
      id: "html-css-int-03",
      prompt: "Which position value takes an element out of normal flow and places it relative to its nearest positioned ancestor?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "absolute" },
        { id: "b", text: "sticky" },
        { id: "c", text: "static" },
        { id: "d", text: "relative" },
      ],
      correct: ["a"],
      explanation: "An absolutely positioned element is removed from flow and offset from its nearest non-static ancestor.",
    },
    {
      id: "html-css-int-04",
      prompt: "Which of these selectors has the highest specificity?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "a:hover" },
        { id: "b", text: ".menu .item a" },
        { id: "c", text: "#nav a" },
        { id: "d", text: "body nav ul li a" },
      ],
      correct: ["c"],
      explanation: "Any id selector (1,0,1) outweighs any number of classes (0,2,1) or type selectors (0,0,5).",
    },
    {
      id: "html-css-int-05",
      prompt: "Which of these properties are set on the flex container rather than on its items? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "align-self" },
        { id: "b", text: "flex-grow" },
        { id: "c", text: "flex-wrap" },
        { id: "d", text: "justify-content" },
      ],
      correct: ["c", "d"],
      explanation: "justify-content and flex-wrap apply to the container; flex-grow and align-self apply to individual items.",
    },
    {
      id: "html-css-int-06",
      prompt: "What is the difference between display: none and visibility: hidden?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "display: none keeps the element's space; visibility: hidden removes it" },
        { id: "b", text: "visibility: hidden keeps the element's space; display: none removes it from the layout" },
        { id: "c", text: "Both keep the element's space in the layout" },
        { id: "d", text: "Both remove the element from the layout" },
      ],
      correct: ["b"],
      explanation: "A visibility: hidden element is invisible but still takes up space, whereas display: none generates no box at all.",
    },
    {
      id: "html-css-int-07",
      prompt: 'What does the for attribute of a <label> refer to, as in <label for="email">?',
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "The name attribute of a form control" },
        { id: "b", text: "The placeholder text of a form control" },
        { id: "c", text: "The action URL of the enclosing form" },
        { id: "d", text: "The id attribute of a form control" },
      ],
      correct: ["d"],
      explanation: "for names the id of the labelled control, so clicking the label focuses it and assistive technology links them.",
    },
    {
      id: "html-css-int-08",
      prompt: "What is a rem unit relative to?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "1% of the viewport width" },
        { id: "b", text: "The parent element's font size" },
        { id: "c", text: "The font size of the root (<html>) element" },
        { id: "d", text: "The element's own font size" },
      ],
      correct: ["c"],
      explanation: "rem means root em: it is relative to the root element's font size, unlike em.",
    },
    {
      id: "html-css-int-09",
      prompt: "Which of these are void elements, written without a closing tag? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "<img>" },
        { id: "b", text: "<textarea>" },
        { id: "c", text: "<br>" },
        { id: "d", text: "<input>" },
      ],
      correct: ["a", "c", "d"],
      explanation: "<br>, <img> and <input> cannot have content; <textarea> holds its text between opening and closing tags.",
    },
    {
      id: "html-css-int-10",
      prompt: "What happens when the user clicks this button?",
      code: `<form action="/subscribe" method="post">
  <input name="email" type="email">
  <button>Preview</button>
</form>`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "The browser reports an error because type is required" },
        { id: "b", text: "The form is submitted" },
        { id: "c", text: "Nothing, because the button has no type or onclick handler" },
        { id: "d", text: "The form is reset" },
      ],
      correct: ["b"],
      explanation: 'A <button> inside a form defaults to type="submit", so it submits the form; use type="button" to avoid this.',
    },
    {
      id: "html-css-int-11",
      prompt: "Which <li> children of a list does li:nth-child(2n+1) select?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "Every child after the 2nd" },
        { id: "b", text: "Only the 3rd" },
        { id: "c", text: "The 2nd, 4th, 6th, … (even positions)" },
        { id: "d", text: "The 1st, 3rd, 5th, … (odd positions)" },
      ],
      correct: ["d"],
      explanation: "2n+1 for n = 0, 1, 2, … gives positions 1, 3, 5, …, the same as :nth-child(odd).",
    },
    {
      id: "html-css-int-12",
      prompt: "Which media query applies its rules only when the viewport is at most 600px wide?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "@media (max-device: 600px)" },
        { id: "b", text: "@media (max-width: 600px)" },
        { id: "c", text: "@media screen-width: 600px" },
        { id: "d", text: "@media (min-width: 600px)" },
      ],
      correct: ["b"],
      explanation: "max-width: 600px matches viewports up to and including 600px wide; min-width matches 600px and wider.",
    },
    {
      id: "html-css-int-13",
      prompt: "Which of these properties are inherited by child elements by default? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "font-family" },
        { id: "b", text: "color" },
        { id: "c", text: "margin" },
        { id: "d", text: "border" },
      ],
      correct: ["a", "b"],
      explanation: "Text properties such as color and font-family inherit; box properties such as margin and border do not.",
    },
    {
      id: "html-css-int-14",
      prompt: "The parent has font-size: 10px. What is the computed padding of .child?",
      code: `.child {
  font-size: 20px;
  padding: 2em;
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "40px" },
        { id: "b", text: "20px" },
        { id: "c", text: "2px" },
        { id: "d", text: "32px" },
      ],
      correct: ["a"],
      explanation: "On properties other than font-size, em refers to the element's own font size, so 2 × 20px = 40px.",
    },
  ],
};

export const HTML_CSS_ADVANCED: QuestionBank = {
  testId: "html-css-advanced",
  topic: "html-css",
  level: "ADVANCED",
  questions: [
    {
      id: "html-css-adv-01",
      prompt: "What is the specificity (ids, classes, types) of this selector?",
      code: `#a .b > p:not(.c)::before`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "(1, 2, 1)" },
        { id: "b", text: "(1, 1, 2)" },
        { id: "c", text: "(1, 2, 2)" },
        { id: "d", text: "(1, 3, 2)" },
      ],
      correct: ["c"],
      explanation: ":not() counts as its argument (.c), so there is 1 id, 2 classes (.b, .c) and 2 types (p, ::before).",
    },
    {
      id: "html-css-adv-02",
      prompt: 'What colour is the paragraph inside <div id="main" class="card">?',
      code: `:where(#main) p { color: green; }
.card p { color: blue; }
:is(#main, .card) p { color: red; }
p { color: black; }`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "black" },
        { id: "b", text: "red" },
        { id: "c", text: "green" },
        { id: "d", text: "blue" },
      ],
      correct: ["b"],
      explanation: ":is() takes its most specific argument (#main), giving (1,0,1), while :where() always contributes zero.",
    },
    {
      id: "html-css-adv-03",
      prompt: "Which of these declarations make an element create a new stacking context on their own? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "isolation: isolate" },
        { id: "b", text: "position: relative (with z-index: auto)" },
        { id: "c", text: "opacity: 0.5" },
        { id: "d", text: "transform: scale(1)" },
      ],
      correct: ["a", "c", "d"],
      explanation:
        "Opacity below 1, any transform other than none and isolation: isolate each create a stacking context; a relatively positioned box with z-index: auto does not.",
    },
    {
      id: "html-css-adv-04",
      prompt: "The two top-level boxes overlap on screen. Which content is painted on top?",
      code: `<div style="position: relative; z-index: 1">
  <div style="position: relative; z-index: 999">A-child</div>
</div>
<div style="position: relative; z-index: 2">B</div>`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "A-child, because nested elements are always painted above their parent's siblings" },
        { id: "b", text: "B, because A-child is confined to its parent's stacking context (z-index 1)" },
        { id: "c", text: "Whichever box the user hovered last" },
        { id: "d", text: "A-child, because 999 is greater than 2" },
      ],
      correct: ["b"],
      explanation:
        "The parent with z-index: 1 forms a stacking context, so its descendants are compared with B only as a whole at level 1.",
    },
    {
      id: "html-css-adv-05",
      prompt: "The grid container is 400px wide with no gap and empty items. How wide is the third column?",
      code: `.grid {
  display: grid;
  width: 400px;
  grid-template-columns: 100px 1fr 2fr;
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "266.67px" },
        { id: "b", text: "100px" },
        { id: "c", text: "133.33px" },
        { id: "d", text: "200px" },
      ],
      correct: ["d"],
      explanation: "fr units share the 300px left after the fixed track: 1fr = 100px, so 2fr = 200px.",
    },
    {
      id: "html-css-adv-06",
      prompt: "The flex container is 400px wide with no gap, padding or border, and both items are empty. How wide is .a?",
      code: `.row { display: flex; width: 400px; }
.a { flex: 3 1 100px; }
.b { flex: 1 1 100px; }`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "275px" },
        { id: "b", text: "300px" },
        { id: "c", text: "200px" },
        { id: "d", text: "250px" },
      ],
      correct: ["d"],
      explanation: "The 200px of free space after the bases is split 3:1, so .a gets 100px + 150px = 250px.",
    },
    {
      id: "html-css-adv-07",
      prompt: "The flex container is 300px wide and the items are empty. How wide is .a after shrinking?",
      code: `.row { display: flex; width: 300px; }
.a { flex: 0 1 300px; }
.b { flex: 0 1 100px; }`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "225px" },
        { id: "b", text: "250px" },
        { id: "c", text: "275px" },
        { id: "d", text: "200px" },
      ],
      correct: ["a"],
      explanation: "Shrinking is weighted by flex-shrink × flex-basis (300 : 100), so .a absorbs 75px of the 100px overflow.",
    },
    {
      id: "html-css-adv-08",
      prompt:
        "Which declarations on an ancestor make it the containing block for a position: fixed descendant, instead of the viewport? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "filter: blur(1px)" },
        { id: "b", text: "position: relative" },
        { id: "c", text: "overflow: hidden" },
        { id: "d", text: "transform: rotate(0deg)" },
      ],
      correct: ["a", "d"],
      explanation:
        "A transform or filter other than none makes an element the containing block for fixed descendants; overflow and relative positioning do not.",
    },
    {
      id: "html-css-adv-09",
      prompt: "The container is 400px wide and 200px tall. What is the computed padding-top of its child?",
      code: `.container { width: 400px; height: 200px; }
.child { padding-top: 50%; }`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "0, because percentage padding only applies horizontally" },
        { id: "b", text: "50% of the child's own height" },
        { id: "c", text: "100px" },
        { id: "d", text: "200px" },
      ],
      correct: ["d"],
      explanation: "Percentage padding, even vertical, resolves against the containing block's width: 50% of 400px = 200px.",
    },
    {
      id: "html-css-adv-10",
      prompt: "What colour is the text of this paragraph?",
      code: `<style>
  #x { color: red; }
  p { color: blue !important; }
</style>
<p id="x" style="color: green">Hello</p>`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "blue" },
        { id: "b", text: "green" },
        { id: "c", text: "black" },
        { id: "d", text: "red" },
      ],
      correct: ["a"],
      explanation: "An !important author declaration beats every normal declaration, including inline styles and id selectors.",
    },
    {
      id: "html-css-adv-11",
      prompt: 'What colour is <p> inside <section id="intro">?',
      code: `@layer base, theme;

@layer theme {
  p { color: red; }
}

@layer base {
  #intro p { color: blue; }
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "blue, because #intro p is more specific" },
        { id: "b", text: "blue, because base appears last in the source" },
        { id: "c", text: "red, because theme is a later layer in the declared layer order" },
        { id: "d", text: "black, because conflicting layers cancel out" },
      ],
      correct: ["c"],
      explanation: "For normal declarations, layer order is compared before specificity, and theme was declared after base.",
    },
    {
      id: "html-css-adv-12",
      prompt: "Which of these establish a new block formatting context for an ordinary block element? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "position: relative" },
        { id: "b", text: "display: flow-root" },
        { id: "c", text: "float: left" },
        { id: "d", text: "overflow: hidden" },
      ],
      correct: ["b", "c", "d"],
      explanation: "Non-visible overflow, display: flow-root and floats establish a BFC; relative positioning does not.",
    },
    {
      id: "html-css-adv-13",
      prompt:
        "An element has position: sticky; top: 0 but scrolls away instead of sticking. Which of these can cause that? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "Its parent is exactly as tall as the sticky element, leaving it no room to move" },
        { id: "b", text: "An ancestor between it and the scrolling container has overflow: hidden" },
        { id: "c", text: "It has z-index: 10" },
        { id: "d", text: "It is display: block" },
      ],
      correct: ["a", "b"],
      explanation:
        "A sticky box sticks within its nearest scrolling ancestor and stays inside its parent; z-index and display: block do not prevent it.",
    },
    {
      id: "html-css-adv-14",
      prompt:
        "A flex item containing a long unbreakable URL overflows its row instead of shrinking. Which declaration on the item lets it shrink below its content width?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "width: auto" },
        { id: "b", text: "flex-shrink: 1" },
        { id: "c", text: "min-width: 0" },
        { id: "d", text: "flex-basis: content" },
      ],
      correct: ["c"],
      explanation: "Flex items default to min-width: auto (their min-content width); min-width: 0 removes that floor.",
    },
  ],
};
