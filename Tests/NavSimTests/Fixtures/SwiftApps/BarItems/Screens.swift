import UIKit

final class BoardViewController: UIViewController {}
final class NotesViewController: UIViewController {}
final class ArchiveViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
final class NewNoteViewController: UIViewController {}
