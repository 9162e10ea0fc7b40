/// Words for the error codes `XMLParser` reports. They are libxml2's `xmlParserErrors` on
/// every platform; Foundation on Linux gives no text of its own for them.
enum XMLErrorText {
    /// What error `code` means, lower-case; unknown codes are named by number.
    static func describe(_ code: Int) -> String {
        switch code {
        case 4: return "the file holds no XML element"
        case 5: return "the file ends before its elements are closed"
        case 9: return "a character that XML does not allow"
        case 23: return "an '&' that starts no entity"
        case 26: return "an undeclared entity"
        case 38: return "a '<' inside an attribute value"
        case 39, 43: return "an attribute value without its opening quote"
        case 40, 44: return "an attribute value without its closing quote"
        case 41: return "an attribute without a value"
        case 42: return "an attribute written twice in one element"
        case 45: return "a comment that is not closed"
        case 64: return "text after the root element"
        case 65: return "a missing space between attributes"
        case 68: return "an element or attribute without a name"
        case 73: return "a tag without its closing '>'"
        case 74: return "a closing tag without its '</'"
        case 75: return "an attribute without '=' before its value"
        case 76: return "a closing tag that does not match the open element"
        case 77: return "an element that is never closed"
        case 89: return "an entity that expands too much (an entity loop or amplification)"
        default: return "libxml2 error \(code)"
        }
    }
}
