"""The reply check's phrase rules: which wording in a draft reply raises which flag.

Written like the tactic rules (apps/tactics/rules.py): regular expressions matched on
the *normalised*, lowercased draft (apps/tactics/normalise.py: straight quotes, single
spaces, contractions written out: "i am", "do not", "that is", "you are"), each
wrapped in word boundaries. A rule that starts with (?#question) counts only in a
sentence that asks something (it ends with "?"), so "how are you" asks, and "you know
how you are" does not.

What each flag means is written beside the labelled drafts (tests/journal/
reply_drafts.md). The advice behind them is the library's: don't justify, argue,
defend or explain (content/articles/boundaries-without-explanations.md); keep
unavoidable contact short, factual and flat (contact-you-cannot-avoid.md).
"""

Q = "(?#question)"
SO = r"(?:(?:so|really|very|just|truly|quite|completely|totally|honestly|still|a bit|kind of|pretty|deeply|genuinely|too) )*"
FEELING = (
    r"(?:sad|scared|terrified|afraid|angry|upset|hurt|lonely|exhausted|devastated|anxious|depressed|miserable|"
    r"broken|heartbroken|gutted|worried|overwhelmed|embarrassed|ashamed|humiliated|disappointed|betrayed|"
    r"done|fed up|not okay|not ok|not angry|tired of (?:this|all|it|you|being)|a wreck|a mess|in pieces|"
    r"falling apart|shattered|furious|livid|numb|struggling|hurting|proud of you)"
)

RULES: dict[str, tuple[str, ...]] = {
    # Justifying, arguing, defending, explaining.
    "justifying": (
        # Reasons offered.
        r"because",
        r"the (?:only |real |main )?reason (?:is|was|why|i)",
        r"(?:that|which|this) is (?:why|the reason)",
        r"not that i|it is not that|it was not that|it is that|not because",
        r"i (?:only|just) (?:did(?! not)|said|went|left|blocked|asked|meant|tried)",
        r"i was (?:only|just) (?:trying|saying|asking|being|protecting)",
        r"i was (?:only )?trying to (?:protect|help|explain|keep)",
        r"i was (?:only |just )?(?:protecting|defending) (?:myself|me|the kids|the children)",
        r"i had (?:no choice|to|my reasons|(?:a|my|good|every) reason)",
        r"the thing is|let me be clear|to be clear",
        r"you (?:do not|will never|did not|cannot) understand",
        r"i have been (?:really |so |very )?busy",
        # Arguing about what happened.
        r"(?:that|this|it) is (?:not|simply not|just not) (?:true|right|fair|what (?:happened|i said|i meant))",
        r"(?:that|this|it) (?:is|was) (?:a lie|not what happened|not what i said|nothing to do with you)",
        r"(?:is|was) not what happened|had nothing to do with you",
        r"i (?:never|did not) (?:said|say|did|do|told|tell|asked|stopped|took|take|stole|lied|lie|cheated|hit|touched)",
        r"if you (?:would|had|did) (?:just |only |ever )?(?:listened|listen|cared|stayed|been|told|asked|tried)|for once",
        r"why would i|what you (?:said|did) to me",
        r"you know (?:that )?i|you know (?:exactly|full well|it)\b",
        r"you (?:are|were) (?:wrong|lying|the one)|you were the one",
        r"(?:it|this|that) (?:is|was) (?:your|all your) fault|your fault",
        r"you (?:always|never) (?:say|said|twist|twisted)",
        r"you misunderstood|you twisted|you are twisting|rewrite|rewriting",
        r"to be fair|in my defen[cs]e|for the record|let me explain|i need you to understand",
        r"(?:i have|with) (?:the )?(?:proof|bank statements|evidence|receipts|screenshots)|to prove it",
        r"i remember it|i know what (?:happened|i saw|i heard)",
        # Defending yourself.
        r"i am not (?:the problem|the one|crazy|lying|ignoring you|being (?:difficult|unreasonable|dramatic)|exaggerating)",
        r"i am not going to (?:keep )?(?:defend|justify|explain)",
        r"i have (?:told you|said) (?:this|that|it)",
        r"as i (?:said|told you|explained|have said)",
        r"i did everything|i did (?:all|what) i could|i paid half",
        r"i (?:did|have done) nothing wrong|i (?:did not|have not) done anything wrong",
        r"(?:was|is|were) your (?:decision|choice|idea)|not my (?:decision|choice|idea|fault)",
        r"(?:so|and|then) i can explain|i (?:want|would like|need) to explain",
    ),
    # Emotional disclosure.
    "feelings": (
        rf"i {SO}(?:feel|felt)\b|i am {SO}feeling",
        rf"(?:you|it|that|this|he|she|they) {SO}(?:hurt|hurts|broke|upset|scared|scares|crushed|destroyed) me",
        rf"broke my heart|my heart|you hurt|it {SO}(?:hurt|hurts|stung)",
        rf"i am {SO}{FEELING}",
        rf"i was {SO}{FEELING}",
        rf"i have been {SO}{FEELING}",
        rf"i {SO}(?:miss|love|need) you",
        rf"i {SO}miss (?:us|you|it|how|the way|our|the old|those|what we|when we)",
        r"i (?:cried|cry|have been crying|cannot stop crying|cannot sleep|cannot stop thinking)",
        rf"(?:makes|made|making) me {SO}(?:feel|sad|angry|sick|cry|anxious|furious|upset|scared|miserable|nervous)",
        r"i do not feel (?:safe|ok|okay|good|loved)|feel (?:normal|ok|okay|safe|better|myself) again",
        r"i (?:just )?cannot (?:go through|take (?:it|this|any more)|cope|handle (?:it|this)|bear)",
    ),
    # Questions that invite more contact (a closed question about logistics does not).
    "questions": (
        # Invitations to talk.
        r"(?:can|could|shall|should|may) we (?:please )?(?:just )?(?:talk|meet|speak|discuss|sort|clear|chat|try|have a|get)",
        r"let us (?:talk|meet|speak|sort|catch up|get together)",
        r"shall we|(?:grab|get|have) a coffee|talk it through|hear me out|sit down and talk|talk properly",
        r"tell me (?:why|what|how)",
        r"(?:do|did) you (?:even|ever|really) (?:remember|care|think|know|listen)",
        r"we (?:need|have|ought) to talk|we should (?:talk|meet)",
        r"maybe we can (?:talk|meet|try)",
        r"call me|ring me|phone me|text me|message me|talk to me",
        r"let me know (?:what you think|how you|if you (?:want|need|are|still))",
        r"i would (?:love|like) to (?:talk|hear|see you|meet)",
        r"meet for (?:a )?coffee|for a coffee",
        # Open or rhetorical questions.
        Q + r"how(?:'s| (?:are|is|have|has|were)) (?:you|things|life|your|the|it|everyone)",
        Q + r"(?:a minute|a moment|a second|time) to (?:chat|talk|speak|catch up)|free to (?:chat|talk|speak)",
        r"why (?:are|r) (?:you|u) (?:like this|like that|doing this|so)",
        Q + r"where (?:have|were|are) you|where did you (?:go|sleep|stay)",
        Q + r"who (?:was|is|were|are) (?:that|she|he|they)",
        Q + r"(?:do|does|did|can|could|would|will|are|is|have|has) not you",
        Q + r"is (?:this|that) (?:how|what) you",
        Q + r"are you (?:ok|okay|alright|well|happy|there|angry|upset|mad)",
        Q + r"what (?:do|did|does|would|will) you (?:want|mean|think|expect|need|say)",
        Q + r"what (?:is|was|are) (?:going on|wrong|happening|it|your problem|that supposed)",
        Q + r"what did i (?:do|say)|what happened|what is going on",
        Q + r"why\b",
        Q + r"how (?:could|can|dare) you",
        Q + r"(?:do|did) you (?:remember|even|ever|really|still|understand|realise|realize|care|think|know)",
    ),
    # Apologies and over-explaining: sorry, blame taken, softeners that ask for leave.
    "apology": (
        r"sorry|apologi[sz]e|my apologies|apologies for|forgive me|excuse me for|pardon me for|my bad",
        r"i should (?:not )?have (?:said|done|called|told|replied|answered|been|gone|listened|asked|let|known)",
        r"(?:i )?hope you are not (?:mad|angry|upset|cross|annoyed)|(?:i )?hope you (?:can )?understand",
        r"i know you are (?:angry|upset|mad|hurt)|you have every right",
        r"(?:it is|it was|all|that is|this is) (?:all )?my fault",
        r"i did not mean (?:to|it|that)",
        r"please do not be (?:mad|angry|upset|cross)|do not be (?:mad|angry)",
        r"i hope (?:that is|this is|it is|that's) (?:ok|okay|alright|all right|fine)",
        r"i hope you (?:do not|don't) mind|i hope this (?:does not|doesn't) come across",
        r"if (?:that is|it is) (?:ok|okay|alright|all right|fine|at all possible)|if that is at all",
        r"if it is not too much (?:trouble|to ask)|not too much trouble",
        r"i hate to (?:ask|bother|say)",
        r"i (?:do not|did not) want to (?:upset|bother|add|be a|cause|hurt|make)",
        r"to bother you",
        r"i know (?:you are|you're) (?:busy|going through)|i know (?:this|that|it) is hard",
        r"i (?:just|only) wanted to (?:check|ask|say|let|see)",
        r"i was just wondering",
    ),
}

# Length: more than this many words or sentences is more than a reply needs.
MAX_WORDS = 40
MAX_SENTENCES = 5
